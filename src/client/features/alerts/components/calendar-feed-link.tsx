import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { LazyConfirmDialog } from '@client/components/lazy-confirm-dialog';
import { useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toaster';
import { useRegenerateCalendarFeed } from '../api/regenerate-calendar-feed';

// Each app's own names for its menus, as it shows them in the page's language.
const APPS = [
  {
    id: 'google',
    name: msg`Google Calendar`,
    steps: msg`Other calendars → + → From URL, then paste the link.`,
  },
  { id: 'outlook', name: msg`Outlook`, steps: msg`Add calendar → Subscribe from web, then paste the link.` },
  {
    id: 'apple',
    name: msg`Apple Calendar`,
    steps: msg`File → New Calendar Subscription; on iPhone, Settings → Calendar → Accounts → Add Subscribed Calendar.`,
  },
];

/** The secret iCalendar URL that any calendar app can subscribe to. */
export function CalendarFeedLink({ url }: { url: string }) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const regenerate = useRegenerateCalendarFeed();
  const regenerateDialog = useDialogOpener({ preload: LazyConfirmDialog.preload });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied`, { description: t`Paste it into your calendar app.` });
    } catch {
      // Without clipboard access the link is selected, ready for the phone's own Copy.
      input.current?.select();
      toast.error(t`Could not copy the link`, { description: t`The link is selected: copy it yourself.` });
    }
  };

  return (
    <section aria-labelledby="calendar-feed" className="flex flex-col gap-3">
      <div>
        <h3 id="calendar-feed" className="font-medium">
          <Trans>Subscribe from any calendar app</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Your renewal dates and the days to start each renewal, kept up to date. Anyone with this link can
            see those dates, so keep it private.
          </Trans>
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="calendar-feed-url">
          <Trans>Calendar link</Trans>
        </Label>
        <Input
          ref={input}
          id="calendar-feed-url"
          readOnly
          value={url}
          textSize="sm"
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          <Trans>Copy link</Trans>
        </Button>
        <Button variant="outline" disabled={regenerate.isPending} {...regenerateDialog.openerProps}>
          <RefreshCw aria-hidden="true" />
          {regenerate.isPending ? t`Regenerating...` : t`Regenerate link`}
        </Button>
        {/* Asks first, since the old link stops; closes at once, the button says the link is regenerating. */}
        <LazyConfirmDialog
          {...regenerateDialog.dialogProps}
          title={t`Regenerate the calendar link?`}
          description={t`The current link stops working at once: calendars subscribed to it no longer get your renewal dates. You will need to add the new link to them again.`}
          confirmLabel={t`Regenerate link`}
          confirmVariant="default"
          onConfirm={() => {
            regenerate.mutate(undefined, {
              onSuccess: () =>
                toast.success(t`Calendar link regenerated`, {
                  description: t`The old link no longer works. Add the new one to your calendars.`,
                }),
              onError: () =>
                toast.error(t`Error`, {
                  description: t`Failed to regenerate the calendar link. Please try again.`,
                }),
            });
            regenerateDialog.setOpen(false);
          }}
        />
      </div>
      <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
        {APPS.map((app) => (
          <li key={app.id}>
            <span className="font-medium text-foreground">{i18n._(app.name)}:</span> {i18n._(app.steps)}
          </li>
        ))}
      </ul>
    </section>
  );
}

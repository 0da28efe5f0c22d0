import { Copy, RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toaster';
import { useRegenerateCalendarFeed } from '../api/regenerate-calendar-feed';

const RegenerateFeedDialog = lazyDialog(() =>
  import('./regenerate-feed-dialog').then((module) => module.RegenerateFeedDialog),
);

const APPS = [
  { name: 'Google Calendar', steps: 'Other calendars → + → From URL, then paste the link.' },
  { name: 'Outlook', steps: 'Add calendar → Subscribe from web, then paste the link.' },
  {
    name: 'Apple Calendar',
    steps:
      'File → New Calendar Subscription; on iPhone, Settings → Calendar → Accounts → Add Subscribed Calendar.',
  },
];

/** The secret iCalendar URL that any calendar app can subscribe to. */
export function CalendarFeedLink({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const regenerate = useRegenerateCalendarFeed();
  const regenerateDialog = useDialogOpener({ preload: RegenerateFeedDialog.preload });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied', { description: 'Paste it into your calendar app.' });
    } catch {
      // Without clipboard access the link is selected, ready for the phone's own Copy.
      input.current?.select();
      toast.error('Could not copy the link', { description: 'The link is selected: copy it yourself.' });
    }
  };

  return (
    <section aria-labelledby="calendar-feed" className="flex flex-col gap-3">
      <div>
        <h3 id="calendar-feed" className="font-medium">
          Subscribe from any calendar app
        </h3>
        <p className="text-sm text-muted-foreground">
          Your renewal dates and the days to start each renewal, kept up to date. Anyone with this link can
          see those dates, so keep it private.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="calendar-feed-url">Calendar link</Label>
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
          Copy link
        </Button>
        <Button variant="outline" disabled={regenerate.isPending} {...regenerateDialog.openerProps}>
          <RefreshCw aria-hidden="true" />
          {regenerate.isPending ? 'Regenerating...' : 'Regenerate link'}
        </Button>
        <RegenerateFeedDialog
          {...regenerateDialog.dialogProps}
          onConfirm={() =>
            regenerate.mutate(undefined, {
              onSuccess: () =>
                toast.success('Calendar link regenerated', {
                  description: 'The old link no longer works. Add the new one to your calendars.',
                }),
              onError: () =>
                toast.error('Error', {
                  description: 'Failed to regenerate the calendar link. Please try again.',
                }),
            })
          }
        />
      </div>
      <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
        {APPS.map((app) => (
          <li key={app.name}>
            <span className="font-medium text-foreground">{app.name}:</span> {app.steps}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { BusinessMembership } from '@shared/contracts/team';
import { can, ROLE_LABELS } from '@shared/domain/roles';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toaster';
import { cn } from '@client/lib/cn';
import { activeBusiness } from '../api/list-businesses';
import { useSwitchBusiness } from '../api/switch-business';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';
import { LazyCreateBusinessDialog } from './lazy-create-business-dialog';

/** The option that opens 'Create a business': no business id starts with a colon. */
const CREATE = ':create';

/**
 * Which of their businesses a person works in (docs/decisions/0018). The choice takes effect with 'Switch',
 * not on choosing: a keyboard going through the options must not move the whole app to another business
 * at each step (WCAG 3.2.2). The cache is emptied and the dashboard of the new business opens. A person who
 * owns no business finds 'Create a business' among the options, and the button then opens its form: a
 * button of its own would leave the name no room on a phone.
 *
 * The native select stays the control (a phone opens its own picker; keyboards and screen readers know it),
 * laid transparent over what it shows: a native select cannot shorten one part of its text, and on a phone
 * 'Rolling Tacos (Crew)' lost its role. Here a long name ends in an ellipsis and the role always shows; the
 * select's title has the whole name.
 */
export function BusinessSwitcher({
  businesses,
  id = 'business-switcher',
  className,
}: {
  businesses: BusinessMembership[];
  id?: string;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const active = activeBusiness(businesses);
  const [chosenId, setChosenId] = useState(active?.id ?? businesses[0]?.id ?? '');
  const switchBusiness = useSwitchBusiness();
  const navigate = useNavigate();
  const chosen = businesses.find((business) => business.id === chosenId);
  const ownsNone = !businesses.some((business) => can(business.role, 'ownBusiness'));
  const creating = chosenId === CREATE;
  const [createOpen, setCreateOpen] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const roleOf = (business: BusinessMembership) => i18n._(ROLE_LABELS[business.role]);

  const choose = (id: string) => {
    setChosenId(id);
    if (id === CREATE) LazyCreateBusinessDialog.preload();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creating) return setCreateOpen(true);
    if (!chosen || chosen.active) return;
    switchBusiness.mutate(chosen.id, {
      onSuccess: () => {
        const name = chosen.name;
        toast.success(t`Business Switched`, { description: t`You are now working in ${name}.` });
        navigate('/dashboard');
      },
      onError: (error) => toast.error(t`Error`, { description: error.message }),
    });
  };

  return (
    <form onSubmit={submit} className={cn('flex min-w-0 items-center gap-2', className)}>
      <Label htmlFor={id} className="shrink-0">
        <Trans>Business</Trans>
      </Label>
      <div className="relative min-w-0 flex-1 sm:w-64 sm:flex-none">
        <select
          ref={select}
          id={id}
          value={chosenId}
          title={chosen?.name}
          onChange={(event) => choose(event.target.value)}
          disabled={switchBusiness.isPending}
          className="peer absolute inset-0 z-10 w-full cursor-pointer opacity-0 disabled:cursor-default"
        >
          {businesses.map((business) => (
            <option key={business.id} value={business.id}>
              {`${business.name} (${roleOf(business)})`}
            </option>
          ))}
          {ownsNone && <option value={CREATE}>{t`Create a business`}</option>}
        </select>
        <div
          aria-hidden="true"
          data-testid="business-switcher-shown"
          className={cn(
            NATIVE_SELECT_CLASS,
            'flex items-center gap-1 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring peer-disabled:opacity-60',
          )}
        >
          <span className="min-w-0 truncate">{creating ? t`Create a business` : chosen?.name}</span>
          {chosen && <span className="shrink-0">({roleOf(chosen)})</span>}
          <ChevronDown aria-hidden="true" className="ml-auto size-4 shrink-0 opacity-60" />
        </div>
      </div>
      <Button
        type="submit"
        variant="outline"
        className="shrink-0"
        disabled={!creating && (!chosen || chosen.active || switchBusiness.isPending)}
        {...(creating && { 'aria-haspopup': 'dialog' as const, 'aria-expanded': createOpen })}
      >
        {creating ? t`Create` : switchBusiness.isPending ? t`Switching...` : t`Switch`}
      </Button>
      {ownsNone && (
        <LazyCreateBusinessDialog
          open={createOpen}
          onOpenChange={(open) => {
            setCreateOpen(open);
            // Closed without creating: the switcher shows the business worked in again.
            if (!open) setChosenId(active?.id ?? businesses[0]?.id ?? '');
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            select.current?.focus();
          }}
        />
      )}
    </form>
  );
}

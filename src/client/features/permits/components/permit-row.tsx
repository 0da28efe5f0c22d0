import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck, Copy, ExternalLink, History, Pencil, Trash2, Truck } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Permit } from '@shared/contracts/permits';
import type { Vehicle } from '@shared/contracts/vehicles';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { categoryName } from '@shared/domain/permit-categories';
import { dashboardCompliance, daysText, daysUntilRenewal } from '@shared/domain/permit-status';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { formatCalendarDate, formatDollars } from '@client/lib/formatting';
import { COMPLIANCE } from './compliance-look';
import { PermitAgencyName } from './permit-agency-name';
import { PermitDocumentActions } from './permit-document-actions';

const RenewPermitDialog = lazyDialog(() =>
  import('./renew-permit-dialog').then((module) => module.RenewPermitDialog),
);
const DeletePermitDialog = lazyDialog(() =>
  import('./delete-permit-dialog').then((module) => module.DeletePermitDialog),
);
const DuplicatePermitDialog = lazyDialog(() =>
  import('./duplicate-permit-dialog').then((module) => module.DuplicatePermitDialog),
);
const PermitHistoryDialog = lazyDialog(() =>
  import('./permit-history-dialog').then((module) => module.PermitHistoryDialog),
);

/** Finds a row's 'Renewed' button, whatever the language of its label (the list moves the focus there). */
export const RENEW_BUTTON_SELECTOR = 'button[data-action="renew"]';

type Props = {
  permit: Permit;
  /** Its place in the list as shown. */
  index: number;
  today: CalendarDate;
  /** Opens its Mark-as-renewed dialog at once (the reminder e-mail's link). */
  initiallyRenewing?: boolean;
  /** Its deletion is under way (the list deletes: the row is gone when it is done). */
  deleting: boolean;
  /** Edit, Renewed and Delete are offered: crew only read (docs/decisions/0018). */
  mayChangePermits: boolean;
  /**
   * The business's vehicles not archived: with any, a writer may copy the permit to another one or to the
   * whole business (docs/product/fleet.md#duplicating).
   */
  vehicles?: Pick<Vehicle, 'id' | 'name'>[];
  /** More actions the screen adds after 'History' (the dashboard's 'Inspections'). */
  extraActions?: ReactNode;
  onDelete: () => void;
  /**
   * The renewal dialog closed after a save: the list moves the focus once the row shows its new date (to the
   * row now in its old place if it sorted away).
   */
  onRenewalClosed: (placeWhenOpened: number, previousDate: string | null) => void;
};

export function PermitRow({
  permit,
  index,
  today,
  initiallyRenewing = false,
  deleting,
  mayChangePermits,
  vehicles = [],
  extraActions,
  onDelete,
  onRenewalClosed,
}: Props) {
  const { t, i18n } = useLingui();
  const name = permit.name;
  const permitNumber = permit.permitNumber;
  const compliance = COMPLIANCE[dashboardCompliance(permit, today)];
  const days = daysUntilRenewal(permit, today);
  // The reminder e-mail's /dashboard?renew={id} link opens the renewal at once.
  const renewDialog = useDialogOpener({
    preload: RenewPermitDialog.preload,
    initiallyOpen: initiallyRenewing,
  });
  const deleteDialog = useDialogOpener({ preload: DeletePermitDialog.preload });
  const historyDialog = useDialogOpener({ preload: PermitHistoryDialog.preload });
  const duplicateDialog = useDialogOpener({ preload: DuplicatePermitDialog.preload });
  // A renewal can sort the row elsewhere: the list then gives the focus to the row that took its place.
  const placeWhenOpened = useRef(index);
  const dateWhenOpened = useRef(permit.renewalDate);
  const renewed = useRef(false);
  const renewDialogProps = {
    ...renewDialog.dialogProps,
    onCloseAutoFocus: (event: Event) => {
      if (!renewed.current) return renewDialog.dialogProps.onCloseAutoFocus(event);
      renewed.current = false;
      event.preventDefault();
      onRenewalClosed(placeWhenOpened.current, dateWhenOpened.current);
    },
  };
  return (
    <li
      className={cn(
        'rounded-lg border border-l-4 bg-card p-4 shadow-sm transition-opacity',
        compliance.border,
        deleting && 'opacity-60',
      )}
      aria-busy={deleting || undefined}
      data-testid="permit-row"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{permit.name}</h3>
          {/* The number first: it is what an inspector asks for (docs/product/permits.md#fields). */}
          {permit.permitNumber && (
            <p className="text-sm font-medium break-words">
              <Trans>Permit no. {permitNumber}</Trans>
            </p>
          )}
          {permit.agency && (
            <p className="text-sm break-words">
              <PermitAgencyName agency={permit.agency} />
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            {permit.category ? categoryName(permit.category.name, i18n) : t`General`}
          </p>
          {permit.vehicle && (
            <p className="flex items-center gap-1 text-sm font-medium break-words">
              <Truck aria-hidden="true" className="size-4 shrink-0" />
              {permit.vehicle.name}
            </p>
          )}
        </div>
        <Badge variant={compliance.badge}>{i18n._(compliance.label)}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">
          <Trans>Renewal</Trans>
        </dt>
        <dd>{permit.renewalDate ? formatCalendarDate(permit.renewalDate) : t`No renewal date`}</dd>
        {days !== null && (
          <>
            <dt className="text-muted-foreground">
              <Trans>Days left</Trans>
            </dt>
            <dd className="font-medium">{daysText(days, i18n)}</dd>
          </>
        )}
        {permit.cost !== null && (
          <>
            <dt className="text-muted-foreground">
              <Trans>Cost</Trans>
            </dt>
            <dd>{formatDollars(permit.cost)}</dd>
          </>
        )}
      </dl>
      {/* Each action says what it does in words too; its accessible name adds the permit (WCAG 2.5.3). */}
      <div className="mt-3 flex flex-wrap items-center gap-1">
        {mayChangePermits && (
          <Link
            to={`/permit-setup?edit=${permit.id}`}
            aria-label={t`Edit ${name}`}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            <Pencil aria-hidden="true" />
            <Trans>Edit</Trans>
          </Link>
        )}
        {permit.renewalLink && (
          <a
            href={permit.renewalLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Open the renewal link of ${name}`}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" />
            <Trans>Renewal link</Trans>
          </a>
        )}
        {permit.document && <PermitDocumentActions permit={{ ...permit, document: permit.document }} />}
        <Button variant="ghost" size="sm" aria-label={t`History of ${name}`} {...historyDialog.openerProps}>
          <History aria-hidden="true" />
          <Trans>History</Trans>
        </Button>
        <PermitHistoryDialog permit={permit} {...historyDialog.dialogProps} />
        {extraActions}
        {mayChangePermits && (
          <>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Mark ${name} as renewed`}
              data-action="renew"
              {...renewDialog.openerProps}
              onClick={() => {
                placeWhenOpened.current = index;
                dateWhenOpened.current = permit.renewalDate;
                renewDialog.openerProps.onClick();
              }}
            >
              <CalendarCheck aria-hidden="true" />
              <Trans>Renewed</Trans>
            </Button>
            <RenewPermitDialog
              permit={permit}
              today={today}
              {...renewDialogProps}
              onRenewed={() => {
                renewed.current = true;
              }}
            />
            {vehicles.length > 0 && (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Duplicate ${name} to another vehicle`}
                  {...duplicateDialog.openerProps}
                >
                  <Copy aria-hidden="true" />
                  <Trans>Duplicate</Trans>
                </Button>
                <DuplicatePermitDialog permit={permit} vehicles={vehicles} {...duplicateDialog.dialogProps} />
              </>
            )}
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Delete ${name}`}
              {...deleteDialog.openerProps}
              onClick={() => !deleting && deleteDialog.openerProps.onClick()}
            >
              <Trash2 aria-hidden="true" className="text-destructive" />
              {deleting ? t`Deleting...` : t`Delete`}
            </Button>
            <DeletePermitDialog permitName={permit.name} {...deleteDialog.dialogProps} onConfirm={onDelete} />
          </>
        )}
      </div>
      {/* Always there, so that screen readers announce the change (a live region added late is not). */}
      <p role="status" className={deleting ? 'mt-2 text-sm text-muted-foreground' : 'sr-only'}>
        {deleting ? t`Deleting ${name}…` : ''}
      </p>
    </li>
  );
}

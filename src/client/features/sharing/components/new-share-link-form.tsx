import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { isPermitExpired, type PermitFacts } from '@shared/domain/permit-status';
import type { ShareLink, ShareLinkExpiry } from '@shared/contracts/sharing';
import { Badge } from '@client/components/ui/badge';
import { FormDialogFooter } from '@client/components/ui/dialog-footer';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { refusalMessage } from '@client/lib/api-client';
import { useCreateShareLink } from '../api/share-links';
import { useVehiclesToShare } from '../api/vehicles';
import { ShareLinkExpirySelect } from './share-link-expiry-select';
import { ShareSubjectSelect, type ShareSubject } from './share-subject-select';

export type ShareablePermit = PermitFacts & { id: string; name: string };

type Props = {
  /** The business's permits; undefined while they load. */
  permits: ShareablePermit[] | undefined;
  today: CalendarDate;
  onCreated: (link: ShareLink) => void;
  onCancel: () => void;
};

/**
 * Choose permits, or one vehicle when the business has some (docs/product/fleet.md#at-the-window), and an
 * expiry (docs/decisions/0024). The current permits are ticked to begin with; an expired one is listed
 * unticked, after them, with a word on why: an inspector shown it would see it expired.
 */
export function NewShareLinkForm({ permits, today, onCreated, onCancel }: Props) {
  const { t } = useLingui();
  const id = useId();
  const create = useCreateShareLink();
  // The permits the owner ticked or unticked, against what each starts as: it holds for a list that loads later.
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(new Set());
  const [expiresIn, setExpiresIn] = useState<ShareLinkExpiry>('30d');
  const [subject, setSubject] = useState<ShareSubject>('');
  const vehicles = useVehiclesToShare({ enabled: true }).data ?? [];
  const vehicleId = vehicles.some((vehicle) => vehicle.id === subject) ? subject : null;
  if (!permits) return <Spinner label={t`Loading permits...`} />;
  if (permits.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Add a permit first: there is nothing to share yet.</Trans>
      </p>
    );
  const current = permits.filter((permit) => !isPermitExpired(permit, today));
  const expired = permits.filter((permit) => isPermitExpired(permit, today));
  const isChosen = (permit: ShareablePermit) => flipped.has(permit.id) === isPermitExpired(permit, today);
  const chosen = permits.filter(isChosen);

  const flip = (permitId: string) => {
    const next = new Set(flipped);
    if (!next.delete(permitId)) next.add(permitId);
    setFlipped(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!vehicleId && chosen.length === 0) {
      toast.error(t`Error`, { description: t`Choose at least one permit to share.` });
      return;
    }
    create.mutate(
      vehicleId ? { vehicleId, expiresIn } : { permitIds: chosen.map((permit) => permit.id), expiresIn },
      {
        onSuccess: (link) => {
          onCreated(link);
          toast.success(t`Share link created`);
        },
        onError: (error) =>
          toast.error(t`Error`, {
            description: refusalMessage(error, t`Failed to create the link. Please try again.`),
          }),
      },
    );
  };

  const choice = (permit: ShareablePermit, isExpired: boolean) => (
    <label key={permit.id} className="-mx-3 flex min-h-11 items-center gap-3 rounded-md px-3 hover:bg-accent">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-primary"
        checked={isChosen(permit)}
        onChange={() => flip(permit.id)}
      />
      <span className="min-w-0 break-words">{permit.name}</span>
      {isExpired && (
        <Badge variant="destructive" className="ml-auto shrink-0">
          <Trans>Expired</Trans>
        </Badge>
      )}
    </label>
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {vehicles.length > 0 && (
        <ShareSubjectSelect id={`${id}-subject`} vehicles={vehicles} value={subject} onChange={setSubject} />
      )}
      {vehicleId === null && (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">
            <Trans>Permits to share</Trans>
          </legend>
          {current.map((permit) => choice(permit, false))}
          {expired.length > 0 && (
            <p className="mt-2 text-sm text-muted-foreground">
              {t`${plural(expired.length, {
                one: 'This permit has expired, so it is not ticked: tick it to share it anyway.',
                other: 'These permits have expired, so they are not ticked: tick one to share it anyway.',
              })}`}
            </p>
          )}
          {expired.map((permit) => choice(permit, true))}
        </fieldset>
      )}
      <ShareLinkExpirySelect id={`${id}-expires`} value={expiresIn} onChange={setExpiresIn} />
      <FormDialogFooter
        submitLabel={t`Create Link`}
        pendingLabel={t`Creating...`}
        pending={create.isPending}
        icon={<Link2 aria-hidden="true" />}
        onCancel={onCancel}
      />
    </form>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHARE_LINK_EXPIRIES, type ShareLinkExpiry } from '@shared/contracts/sharing';
import { Label } from '@client/components/ui/label';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';

/** When a new link stops working: in 7 days, in 30 days or never (docs/product/sharing.md#share-links). */
export function ShareLinkExpirySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ShareLinkExpiry;
  onChange: (expiry: ShareLinkExpiry) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        <Trans>Link expires</Trans>
      </Label>
      <select
        id={id}
        className={NATIVE_SELECT_CLASS}
        value={value}
        onChange={(event) => onChange(event.target.value as ShareLinkExpiry)}
      >
        {SHARE_LINK_EXPIRIES.map(({ id: expiry, days }) => (
          <option key={expiry} value={expiry}>
            {days === null ? t`Never` : t`${plural(days, { one: 'In # day', other: 'In # days' })}`}
          </option>
        ))}
      </select>
    </div>
  );
}

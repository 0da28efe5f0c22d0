import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_FILTERS, type ReportFilter } from '@shared/domain/report-filters';
import { Label } from '@client/components/ui/label';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';

/**
 * The report filters (docs/product/permits.md#report-filters). A native select: the phone opens its own
 * picker, and the keyboard and screen readers already know how to use it.
 */
export function ReportFilterSelect({
  value,
  onChange,
}: {
  value: ReportFilter;
  onChange: (filter: ReportFilter) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-1.5 sm:w-56 print:hidden">
      <Label htmlFor="report-filter">
        <Trans>Filter</Trans>
      </Label>
      <select
        id="report-filter"
        value={value}
        onChange={(event) => onChange(event.target.value as ReportFilter)}
        className={NATIVE_SELECT_CLASS}
      >
        {REPORT_FILTERS.map((filter) => (
          <option key={filter.id} value={filter.id}>
            {i18n._(filter.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

import { REPORT_FILTERS, type ReportFilter } from '@shared/domain/report-filters';
import { Label } from '@client/components/ui/label';

/**
 * spec §2, §5 Report filter. A native select: the phone opens its own picker, and the keyboard and
 * screen readers already know how to use it.
 */
export function ReportFilterSelect({
  value,
  onChange,
}: {
  value: ReportFilter;
  onChange: (filter: ReportFilter) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5 sm:w-56 print:hidden">
      <Label htmlFor="report-filter">Filter</Label>
      <select
        id="report-filter"
        value={value}
        onChange={(event) => onChange(event.target.value as ReportFilter)}
        className="min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
      >
        {REPORT_FILTERS.map((filter) => (
          <option key={filter.id} value={filter.id}>
            {filter.label}
          </option>
        ))}
      </select>
    </div>
  );
}

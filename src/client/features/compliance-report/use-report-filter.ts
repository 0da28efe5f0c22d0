import { useSearchParams } from 'react-router';
import { REPORT_FILTERS, type ReportFilter } from '@shared/domain/report-filters';

const isReportFilter = (value: string | null): value is ReportFilter =>
  REPORT_FILTERS.some((filter) => filter.id === value);

/** The report filter lives in the address (?filter=due-30), so a filtered view can be linked. */
export function useReportFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('filter');
  const filter: ReportFilter = isReportFilter(requested) ? requested : 'all';

  const setFilter = (next: ReportFilter) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('filter');
        else params.set('filter', next);
        return params;
      },
      { replace: true },
    );

  return [filter, setFilter] as const;
}

import { FileSearch, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { ReportFilter } from '@shared/domain/report-filters';
import { Button } from '@client/components/ui/button';

/**
 * spec §2 Compliance reports: the empty list, worded for the 'All Permits' filter or any other. 'Add Your First
 * Permit' only for a member who may add permits (docs/decisions/0018).
 */
export function ComplianceReportEmpty({
  filter,
  mayAddPermits,
}: {
  filter: ReportFilter;
  mayAddPermits: boolean;
}) {
  const noPermitsAtAll = filter === 'all';
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card px-4 py-10 text-center print:border-solid">
      <FileSearch aria-hidden="true" className="size-10 text-muted-foreground print:hidden" />
      <h3 className="text-lg font-semibold">No permits found</h3>
      <p className="text-muted-foreground">
        {noPermitsAtAll
          ? "You haven't added any permits yet."
          : 'No permits match the selected filter criteria.'}
      </p>
      {noPermitsAtAll && mayAddPermits && (
        <Button asChild className="print:hidden">
          <Link to="/permit-setup">
            <Plus aria-hidden="true" />
            Add Your First Permit
          </Link>
        </Button>
      )}
    </div>
  );
}

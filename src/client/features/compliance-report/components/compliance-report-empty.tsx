import { Trans } from '@lingui/react/macro';
import { FileSearch, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { ReportFilter } from '@shared/domain/report-filters';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

/**
 * The empty list (docs/product/screens.md#compliance-reports), worded for the 'All Permits' filter or any
 * other. 'Add Your First Permit' only for a member who may add permits (docs/decisions/0018).
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
      <h3 className="text-lg font-semibold">
        <Trans>No permits found</Trans>
      </h3>
      <p className="text-muted-foreground">
        {noPermitsAtAll ? (
          <Trans>You haven't added any permits yet.</Trans>
        ) : (
          <Trans>No permits match the selected filter criteria.</Trans>
        )}
      </p>
      {noPermitsAtAll && mayAddPermits && (
        <Link to="/permit-setup" className={cn(buttonVariants(), 'print:hidden')}>
          <Plus aria-hidden="true" />
          <Trans>Add Your First Permit</Trans>
        </Link>
      )}
    </div>
  );
}

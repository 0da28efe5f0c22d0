import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { BRAND_NAME } from '@shared/brand';
import { matchesReportFilter } from '@shared/domain/report-filters';
import { SignedInHeader } from '@client/app/signed-in-header';
import { LoadFailed } from '@client/components/load-failed';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { ComplianceReportList } from '@client/features/compliance-report/components/compliance-report-list';
import { ComplianceSummaryCards } from '@client/features/compliance-report/components/compliance-summary-cards';
import { ExportCsvButton } from '@client/features/compliance-report/components/export-csv-button';
import { PacketButtons } from '@client/features/compliance-report/components/packet-buttons';
import { summarizeCompliance } from '@shared/domain/compliance-summary';
import { useReportFilter } from '@client/features/compliance-report/use-report-filter';
import { useVehicleFilter } from '@client/features/compliance-report/use-vehicle-filter';
import { useReportPermits, useReportVehicles } from '@client/features/compliance-report/api/report-vehicles';
import { VehicleFilterSelect } from '@client/features/compliance-report/components/vehicle-filter-select';
import { useBusinessInspections } from '@client/features/inspections/api/inspections-api';
import { ReportInspections } from '@client/features/inspections/components/report-inspections';
import { csvInspectionsOf, inspectionsByPermit } from '@client/features/inspections/report-inspections';
import { listPermits, permitsQuery } from '@client/features/permits/api/list-permits';
import { PREFETCHED_FRESH_MS } from '@client/lib/query-client';
import { useMemberPermissions } from '@client/features/billing/use-member-permissions';
import { formatCalendarDate } from '@client/lib/formatting';
import { todayInBrowser } from '@client/lib/today';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { NOT_KEPT_OFFLINE, useConnection } from '@client/service-worker/service-worker-state';

/**
 * The compliance reports (docs/product/screens.md#compliance-reports): summary, filtered list, CSV export;
 * prints as a clean report. Where the business has vehicles, filtered by vehicle too, each row naming its own
 * (docs/product/fleet.md#reports-by-vehicle).
 */
export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Compliance Reports`);
  const connection = useConnection();
  // The texts of docs/product/texts.md#compliance-reports.
  const loadFailed = t`Failed to load permits. Please try again.`;
  const today = todayInBrowser();
  const [filter, setFilter] = useReportFilter();
  const knownVehicles = useReportVehicles().data;
  const vehicles = knownVehicles ?? [];
  const [requestedVehicle, setVehicle] = useVehicleFilter();
  // A vehicle the business does not have (an old link) is all vehicles, once the vehicles are known.
  const vehicle =
    requestedVehicle === 'business' || !knownVehicles || vehicles.some(({ id }) => id === requestedVehicle)
      ? requestedVehicle
      : undefined;
  const {
    data: permits,
    isPending,
    isError,
    errorUpdatedAt,
    refetch,
    isRefetching,
  } = useReportPermits(vehicle, {
    // Every permit: the permits feature's own query, shared with the dashboard and the calendar.
    queryKey: permitsQuery.queryKey,
    queryFn: listPermits,
    staleTime: PREFETCHED_FRESH_MS,
  });
  const fleet = vehicles.length > 0;
  // Each permit's latest inspection and those to come (docs/product/events.md#inspections).
  const inspections = inspectionsByPermit(useBusinessInspections(today, vehicle).data);
  const { mayChangePermits, mayShare } = useMemberPermissions();

  useEffect(() => {
    if (isError) toast.error(t`Error`, { description: loadFailed, id: 'compliance-report-load-failed' });
  }, [isError, errorUpdatedAt, t, loadFailed]);

  const reportDate = formatCalendarDate(today);
  const filtered = permits?.filter((permit) => matchesReportFilter(permit, filter, today)) ?? [];

  return (
    <div className="min-h-dvh bg-muted print:min-h-0 print:bg-white">
      <div className="print:hidden">
        <SignedInHeader backToDashboard />
      </div>
      <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 print:max-w-none print:px-0 print:py-0">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="hidden text-sm font-semibold text-primary print:block">{BRAND_NAME}</p>
            <h1 className="text-2xl font-bold sm:text-3xl">
              <Trans>Compliance Reports</Trans>
            </h1>
            <p className="text-muted-foreground">
              <Trans>
                Report date: <time dateTime={today}>{reportDate}</time>
              </Trans>
            </p>
          </div>
          {permits && (
            <div className="flex flex-wrap gap-2">
              <ExportCsvButton
                permits={filtered}
                today={today}
                vehicles={fleet}
                inspections={csvInspectionsOf(inspections)}
              />
              <PacketButtons filter={filter} vehicle={vehicle} today={today} mayEmail={mayShare} />
            </div>
          )}
        </div>
        {isPending ? (
          <Spinner label={t`Loading compliance report...`} />
        ) : permits ? (
          <>
            <ComplianceSummaryCards summary={summarizeCompliance(permits, today)} />
            <ComplianceReportList
              permits={permits}
              filtered={filtered}
              filter={filter}
              onFilterChange={setFilter}
              today={today}
              mayAddPermits={mayChangePermits}
              showVehicle={fleet}
              rowExtra={(permit) => <ReportInspections inspections={inspections.get(permit.id)} />}
              vehicleFilter={
                fleet && <VehicleFilterSelect vehicles={vehicles} value={vehicle} onChange={setVehicle} />
              }
            />
          </>
        ) : (
          <LoadFailed
            // Offline, the permits were not kept on this phone: trying again online is what will help.
            message={connection.online ? loadFailed : i18n._(NOT_KEPT_OFFLINE)}
            onRetry={() => void refetch()}
            retrying={isRefetching}
            className="print:hidden"
          />
        )}
      </main>
    </div>
  );
}

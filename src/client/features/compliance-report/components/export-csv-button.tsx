import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import type { Permit } from '@shared/contracts/permits';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import {
  complianceReportCsv,
  complianceReportFileName,
  type CsvInspections,
} from '@shared/domain/compliance-csv';
import { Button } from '@client/components/ui/button';
import { downloadTextFile } from '@client/lib/download-file';

/**
 * The filtered list as compliance-report-{yyyy-MM-dd}.csv, made in the browser in the page's language
 * (docs/product/permits.md#csv-export).
 */
export function ExportCsvButton({
  permits,
  today,
  vehicles = false,
  inspections,
}: {
  permits: readonly Permit[];
  today: CalendarDate;
  /** The business has vehicles: a 'Vehicle' column (docs/product/fleet.md#reports-by-vehicle). */
  vehicles?: boolean;
  /** Each permit's inspections, by id: three columns of them (docs/product/events.md#inspections). */
  inspections?: ReadonlyMap<string, CsvInspections>;
}) {
  const { i18n } = useLingui();
  const exportCsv = () =>
    downloadTextFile({
      text: complianceReportCsv(permits, today, i18n, { vehicles, inspections }),
      fileName: complianceReportFileName(today, i18n),
      type: 'text/csv;charset=utf-8',
    });
  return (
    <Button variant="outline" onClick={exportCsv} className="print:hidden">
      <Download aria-hidden="true" />
      <Trans>Export CSV</Trans>
    </Button>
  );
}

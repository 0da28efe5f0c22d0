import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown, Pencil, Trash2 } from 'lucide-react';
import type { Inspection } from '@shared/contracts/inspections';
import { Button, buttonVariants } from '@client/components/ui/button';
import { formatCalendarDate } from '@client/lib/formatting';
import { inspectionReportUrl } from '../api/inspections-api';
import { InspectionResultBadge } from './inspection-result-badge';

/** One inspection: its date and result, the agency, the re-inspection of a failure, notes and report. */
export function InspectionItem({
  inspection,
  mayChange,
  onEdit,
  onDelete,
}: {
  inspection: Inspection;
  mayChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const date = formatCalendarDate(inspection.scheduledOn);
  return (
    <li className="rounded-md border p-3 text-sm" data-testid="inspection">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          <time dateTime={inspection.scheduledOn}>{date}</time>
        </p>
        <InspectionResultBadge result={inspection.result} />
      </div>
      {inspection.agency && <p className="break-words">{inspection.agency}</p>}
      {inspection.reinspectionOn && (
        <p>
          <Trans>
            Re-inspection:{' '}
            <time dateTime={inspection.reinspectionOn}>{formatCalendarDate(inspection.reinspectionOn)}</time>
          </Trans>
        </p>
      )}
      {inspection.notes && (
        <p className="break-words whitespace-pre-line text-muted-foreground">{inspection.notes}</p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-1">
        {inspection.report && (
          <a
            href={inspectionReportUrl(inspection.id)}
            download={inspection.report.name}
            aria-label={t`Download the report of the inspection on ${date}`}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            <FileDown aria-hidden="true" />
            <Trans>Report</Trans>
          </a>
        )}
        {mayChange && (
          <>
            <Button variant="ghost" size="sm" aria-label={t`Edit the inspection on ${date}`} onClick={onEdit}>
              <Pencil aria-hidden="true" />
              <Trans>Edit</Trans>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Delete the inspection on ${date}`}
              aria-haspopup="dialog"
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" className="text-destructive" />
              <Trans>Delete</Trans>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

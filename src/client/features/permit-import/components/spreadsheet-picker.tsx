import { Trans, useLingui } from '@lingui/react/macro';
import { Label } from '@client/components/ui/label';
import { SpinnerIcon } from '@client/components/ui/spinner';

/** What the file input offers: CSV and Excel workbooks (the server checks the bytes whatever is chosen). */
const ACCEPTED = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The import's first step: one spreadsheet, read as soon as it is chosen. */
export function SpreadsheetPicker({
  reading,
  onChosen,
}: {
  reading: boolean;
  onChosen: (file: File) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="import-file">
        <Trans>Spreadsheet (CSV or .xlsx, up to 5 MB)</Trans>
      </Label>
      <input
        id="import-file"
        type="file"
        accept={ACCEPTED}
        disabled={reading}
        className="min-h-11 text-base file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-background file:px-3"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // The same file can be chosen again after a refusal.
          event.target.value = '';
          if (chosen) onChosen(chosen);
        }}
      />
      {reading && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <SpinnerIcon />
          {t`Reading your spreadsheet…`}
        </p>
      )}
    </div>
  );
}

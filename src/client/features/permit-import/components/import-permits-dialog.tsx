import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ImportMapping, ImportPreview } from '@shared/contracts/permit-import';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog-footer';
import { toast } from '@client/components/ui/toaster';
import { permitsQueryKey, subscriptionQueryKey } from '@client/lib/query-keys';
import { importPermits, previewImport, type ImportChoices } from '../api/permit-imports';
import { ColumnMapping } from './column-mapping';
import { ImportRows, importCounts } from './import-rows';
import { SpreadsheetPicker } from './spreadsheet-picker';

type Step = 'file' | 'columns' | 'rows';

/**
 * 'Import Permits' (docs/product/permits.md#importing-a-spreadsheet): choose a file, match its columns, check
 * and skip rows, then 'Import N permits'. The server reads the file at each step, so what the rows show is
 * what the import saves; this screen keeps only the file and the owner's choices.
 */
export function ImportPermitsDialog({ open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [dayFirst, setDayFirst] = useState(false);
  const [skipped, setSkipped] = useState<Set<number>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  // A new step replaces the button that led to it: keyboard focus goes to the step's first line.
  const stepLine = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef<Step>(step);
  useEffect(() => {
    if (shownStep.current !== step) stepLine.current?.focus();
    shownStep.current = step;
  }, [step]);

  const read = useMutation({
    mutationFn: ({ chosen, choices }: { chosen: File; choices: ImportChoices; next: Step }) =>
      previewImport(chosen, choices),
    onMutate: () => setRefusal(null),
    onSuccess: (answer, { next }) => {
      setPreview(answer);
      setMapping(answer.columns.map(({ field }) => field));
      setDayFirst(answer.dayFirst);
      setSkipped(new Set());
      setStep(next);
    },
    onError: (error) => setRefusal(error.message),
  });
  const save = useMutation({
    mutationFn: () => importPermits(file!, { mapping, dayFirst }, [...skipped]),
    onMutate: () => setRefusal(null),
    onSuccess: async ({ imported, notImported, limit }) => {
      await queryClient.invalidateQueries({ queryKey: permitsQueryKey });
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      const added = t`${plural(imported, { one: '# permit added.', other: '# permits added.' })}`;
      const leftOut = t`${plural(notImported, {
        one: `# row was left out: the Free plan tracks up to ${limit} permits.`,
        other: `# rows were left out: the Free plan tracks up to ${limit} permits.`,
      })}`;
      toast.success(t`Permits imported`, { description: notImported > 0 ? `${added} ${leftOut}` : added });
      close(false);
      navigate('/dashboard');
    },
    onError: (error) => setRefusal(error.message),
  });
  const pending = read.isPending || save.isPending;

  /** Back to choosing a file, as a dialog opened again starts. */
  function restart() {
    setStep('file');
    setFile(null);
    setPreview(null);
    setRefusal(null);
  }
  function close(next: boolean) {
    if (!next) restart();
    onOpenChange(next);
  }

  const { chosen, blocked } = preview ? importCounts(preview.rows, skipped) : { chosen: 0, blocked: 0 };
  // On Free only the first rows the plan has room for go in; the button says how many will.
  const importing = preview?.room == null ? chosen : Math.min(chosen, preview.room);
  const stepNumber = step === 'file' ? 1 : step === 'columns' ? 2 : 3;
  const descriptions: Record<Step, string> = {
    file: t`Choose a CSV file or an Excel workbook (.xlsx) with one permit per row and its headings in the first row.`,
    columns: t`Match each column to a permit field. We guessed from the headings.`,
    rows: t`Check each row. Rows with problems must be skipped.`,
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => !pending && close(next)}
      onCloseAutoFocus={onCloseAutoFocus}
      title={<Trans>Import Permits</Trans>}
      description={descriptions[step]}
    >
      <p ref={stepLine} tabIndex={-1} className="text-sm text-muted-foreground outline-none">
        {t`Step ${stepNumber} of 3`}
      </p>
      {step === 'file' && (
        <SpreadsheetPicker
          reading={read.isPending}
          onChosen={(chosen) => {
            setFile(chosen);
            read.mutate({ chosen, choices: {}, next: 'columns' });
          }}
        />
      )}
      {step === 'columns' && preview && (
        <ColumnMapping
          columns={preview.columns}
          mapping={mapping}
          dayFirst={dayFirst}
          onMappingChange={setMapping}
          onDayFirstChange={setDayFirst}
        />
      )}
      {step === 'rows' && preview && (
        <ImportRows rows={preview.rows} skipped={skipped} onSkippedChange={setSkipped} room={preview.room} />
      )}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      )}
      {step !== 'file' && (
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() => (step === 'rows' ? setStep('columns') : restart())}
          >
            {step === 'rows' ? <Trans>Back</Trans> : <Trans>Choose another file</Trans>}
          </Button>
          {step === 'columns' ? (
            <Button
              type="button"
              disabled={pending || !mapping.includes('name')}
              onClick={() => read.mutate({ chosen: file!, choices: { mapping, dayFirst }, next: 'rows' })}
            >
              {read.isPending ? <Trans>Reading…</Trans> : <Trans>Check the rows</Trans>}
            </Button>
          ) : (
            <Button
              type="button"
              disabled={pending || importing === 0 || blocked > 0}
              onClick={() => save.mutate()}
            >
              {save.isPending ? (
                <Trans>Importing…</Trans>
              ) : (
                t`${plural(importing, { one: 'Import # permit', other: 'Import # permits' })}`
              )}
            </Button>
          )}
        </DialogFooter>
      )}
    </TitledDialog>
  );
}

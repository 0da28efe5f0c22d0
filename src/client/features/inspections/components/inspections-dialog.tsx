import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Inspection, InspectionInput } from '@shared/contracts/inspections';
import type { DialogProps } from '@client/components/lazy-dialog';
import { LazyConfirmDialog } from '@client/components/lazy-confirm-dialog';
import { LoadFailed } from '@client/components/load-failed';
import { TitledDialog } from '@client/components/titled-dialog';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { formatCalendarDate } from '@client/lib/formatting';
import {
  useDeleteInspection,
  usePermitInspections,
  useSaveInspection,
  useUploadInspectionReport,
} from '../api/inspections-api';
import { InspectionForm, refusalOf, REPORT_FIELD } from './inspection-form';
import { InspectionItem } from './inspection-item';

type Props = DialogProps & { permit: { id: string; name: string }; mayChange: boolean };

/** What the dialog shows: the list, or the form adding or editing one. */
type View = { form: false } | { form: true; inspection?: Inspection };

/**
 * A permit's inspections (docs/product/events.md#inspections): every member reads them, the latest date first,
 * each with its result; owners and managers add, edit and delete them here. The form takes the dialog's place
 * rather than opening a dialog over it, and the focus goes back to where the change started.
 */
export function InspectionsDialog({ permit, mayChange, ...props }: Props) {
  const { t } = useLingui();
  const name = permit.name;
  const [view, setView] = useState<View>({ form: false });
  useEffect(() => {
    if (!props.open) setView({ form: false });
  }, [props.open]);
  const editing = view.form ? view.inspection : undefined;
  return (
    <TitledDialog
      {...props}
      title={
        view.form ? (
          editing ? (
            <Trans>Edit Inspection</Trans>
          ) : (
            <Trans>Add Inspection</Trans>
          )
        ) : (
          <Trans>Inspections</Trans>
        )
      }
      description={t`Inspections of ${name}: when the agency comes, and what it found.`}
    >
      {view.form ? (
        <InspectionEditor
          permitId={permit.id}
          inspection={editing}
          onSaved={(inspection) => setView({ form: true, inspection })}
          onDone={() => setView({ form: false })}
        />
      ) : (
        <InspectionList
          permitId={permit.id}
          mayChange={mayChange}
          onAdd={() => setView({ form: true })}
          onEdit={(inspection) => setView({ form: true, inspection })}
        />
      )}
    </TitledDialog>
  );
}

function InspectionEditor({
  permitId,
  inspection,
  onSaved,
  onDone,
}: {
  permitId: string;
  inspection?: Inspection;
  /** The inspection is saved but its report was refused: the form goes on, editing what was saved. */
  onSaved: (inspection: Inspection) => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveInspection(permitId);
  const upload = useUploadInspectionReport();
  const submit = async (input: InspectionInput, report: File | null) => {
    let saved: Inspection;
    try {
      saved = await save.mutateAsync({ id: inspection?.id, input });
    } catch (error) {
      return refusalOf(error, t`The inspection could not be saved. Please try again.`);
    }
    if (report) {
      try {
        await upload.mutateAsync({ inspectionId: saved.id, file: report });
      } catch (error) {
        // The inspection is saved: the form now edits it, the file still chosen, so that sending again changes
        // that inspection rather than adding another, and the refusal shows under the file.
        onSaved(saved);
        const { message } = refusalOf(error, t`The report could not be stored. Please try again.`);
        return { field: REPORT_FIELD, message };
      }
    }
    toast.success(t`Inspection saved`);
    onDone();
    return null;
  };
  return (
    <InspectionForm
      inspection={inspection}
      pending={save.isPending || upload.isPending}
      onSubmit={submit}
      onCancel={onDone}
    />
  );
}

function InspectionList({
  permitId,
  mayChange,
  onAdd,
  onEdit,
}: {
  permitId: string;
  mayChange: boolean;
  onAdd: () => void;
  onEdit: (inspection: Inspection) => void;
}) {
  const { t } = useLingui();
  const inspections = usePermitInspections(permitId);
  const remove = useDeleteInspection();
  const [deleting, setDeleting] = useState<Inspection | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  if (inspections.isPending) return <Spinner label={t`Loading inspections...`} />;
  if (inspections.isError)
    return (
      <LoadFailed
        message={t`Failed to load the inspections. Please try again.`}
        onRetry={() => void inspections.refetch()}
        retrying={inspections.isRefetching}
      />
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t`Inspection deleted`);
        setDeleting(null);
      },
      onError: () =>
        toast.error(t`Error`, { description: t`Failed to delete the inspection. Please try again.` }),
    });
  };
  const deletingDate = deleting ? formatCalendarDate(deleting.scheduledOn) : '';
  return (
    <section aria-labelledby="inspections-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="inspections-heading" className="font-semibold">
          <Trans>Inspections</Trans>
        </h3>
        {mayChange && (
          <Button ref={addButton} variant="outline" size="sm" onClick={onAdd}>
            <Plus aria-hidden="true" />
            <Trans>Add Inspection</Trans>
          </Button>
        )}
      </div>
      {inspections.data.length === 0 ? (
        <p className="text-sm">
          <Trans>No inspections recorded yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-labelledby="inspections-heading">
          {inspections.data.map((inspection) => (
            <InspectionItem
              key={inspection.id}
              inspection={inspection}
              mayChange={mayChange}
              onEdit={() => onEdit(inspection)}
              onDelete={() => setDeleting(inspection)}
            />
          ))}
        </ul>
      )}
      <LazyConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          addButton.current?.focus();
        }}
        title={t`Delete this inspection?`}
        description={t`The inspection on ${deletingDate} and its report will be deleted. This cannot be undone.`}
        confirmLabel={t`Delete`}
        pending={remove.isPending}
        pendingLabel={t`Deleting...`}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

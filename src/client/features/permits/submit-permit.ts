import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { toPermitInput } from '@shared/contracts/permit-form-values';
import type { PermitFormValues } from '@shared/contracts/permits';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { permitsQueryKey } from './api/list-permits';
import { savePermit } from './api/save-permit';
import { uploadPermitDocument } from './api/upload-permit-document';

type Submission = {
  values: PermitFormValues;
  file: File | null;
  /** The catalog entry the permit was added from, or its scan matched (docs/decisions/0020). */
  catalogEntryId?: string;
  /** The permit being edited; null for a new one. */
  editId: string | null;
  /** The screen's, whose permit lists the new permit and its document join. */
  queryClient: QueryClient;
  navigate: NavigateFunction;
  mayManageBilling: boolean;
  /** The permit is saved, its document refused: why, for the form to say under the document. */
  onDocumentRefused: (reason: string) => void;
};

/**
 * What /permit-setup's 'Save Permit' does with a valid form: the permit, then its document, with the toasts of
 * docs/product/texts.md#permit-setup. It loads once the owner starts on the form, with the form's schema
 * (routes/permit-setup.tsx), not with the screen (docs/decisions/0026's budget).
 */
export async function submitPermit({
  values,
  file,
  catalogEntryId,
  editId,
  queryClient,
  navigate,
  mayManageBilling,
  onDocumentRefused,
}: Submission) {
  try {
    const input = toPermitInput(values);
    const saved = await savePermit({
      id: editId,
      input: catalogEntryId ? { ...input, catalogEntryId } : input,
    });
    await queryClient.invalidateQueries({ queryKey: permitsQueryKey });
    if (file) {
      try {
        await uploadPermitDocument({ permitId: saved.id, file });
        await queryClient.invalidateQueries({ queryKey: permitsQueryKey });
        toast.success(t`File uploaded successfully`);
      } catch (error) {
        // The permit is saved; the form, now editing it, says under the document why it was refused.
        const description =
          error instanceof ApiError ? error.message : t`The document could not be stored. Please try again.`;
        toast.error(t`Upload failed`, { description });
        onDocumentRefused(description);
        navigate(`/permit-setup?edit=${saved.id}`, { replace: true });
        return;
      }
    }
    toast.success(editId ? t`Permit updated successfully!` : t`Permit added successfully!`);
    navigate('/dashboard');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      toast.error(t`Authentication required`, { description: t`Please log in to add permits.` });
    } else if (error instanceof ApiError && error.code === 'PERMIT_LIMIT_REACHED') {
      toast.error(t`Error saving permit`, {
        description: error.message,
        ...(mayManageBilling && {
          action: { label: t`Upgrade`, onClick: () => navigate('/signup/pro') },
        }),
      });
    } else {
      toast.error(t`Error saving permit`, {
        description:
          error instanceof ApiError && error.status < 500
            ? error.message
            : t`Failed to save permit. Please try again.`,
      });
    }
  }
}

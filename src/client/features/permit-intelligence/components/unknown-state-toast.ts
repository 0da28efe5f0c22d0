import { useLingui } from '@lingui/react/macro';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';

/**
 * The catalog's searches refuse a state that is no US state or DC with UNKNOWN_STATE: the owner is told which
 * value is unknown and what the field takes, instead of being asked to try again. True when it was that.
 */
export function useUnknownStateToast() {
  const { t } = useLingui();
  return (error: unknown, state: string) => {
    if (!(error instanceof ApiError) || error.code !== 'UNKNOWN_STATE') return false;
    toast.error(t`Unknown state`, {
      description: t`We don't know the state "${state}". Enter a US state or DC in the State field, by its name or two-letter code, such as California or CA.`,
    });
    return true;
  };
}

import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { InvitationSummary } from '@shared/contracts/team';
import { Button, type ButtonProps } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { useAcceptInvitation } from '../api/accept-invitation';

/**
 * 'Accept Invitation', after which the dashboard of the new business opens; a refusal (another address, the
 * business left Pro, no seat left…) shows above it in the server's words and changes nothing.
 */
export function AcceptInvitationButton({
  invitation,
  size,
}: {
  invitation: InvitationSummary;
  size?: ButtonProps['size'];
}) {
  const { t } = useLingui();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const { businessName } = invitation;

  // Accepting forgets the cached data of the previous business, the invitation's with it: the screen showing
  // this button may be gone by the time the answer is in, and a callback of `mutate` would then never run.
  // The promise still settles; a refusal is shown from the mutation's state.
  const acceptInvitation = () =>
    accept.mutateAsync(invitation.id).then(
      () => {
        toast.success(t`Invitation Accepted`, { description: t`You now work in ${businessName}.` });
        navigate('/dashboard', { replace: true });
      },
      () => undefined,
    );

  return (
    <>
      {accept.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-900">
          {accept.error.message}
        </p>
      )}
      <Button size={size} className="sm:self-start" disabled={accept.isPending} onClick={acceptInvitation}>
        {accept.isPending ? t`Accepting...` : t`Accept Invitation`}
      </Button>
    </>
  );
}

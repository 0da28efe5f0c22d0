import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import type { DialogProps } from '@client/components/lazy-dialog';
import { toast } from '@client/components/ui/toaster';
import { useCloseAccount } from '../api/close-account';

// The close-account confirmation (docs/product/texts.md#account).
const deleted = [
  msg`All your permits and licenses`,
  msg`Your uploaded documents`,
  msg`Your settings and reminder preferences`,
  msg`Your subscription, which is cancelled`,
];

/** Whose account closes: the business's owner, a member of someone else's business, or a person in none. */
export type ClosingMember = {
  /** The member owns the business they work in: closing deletes it and everything in it. */
  ownsBusiness: boolean;
  /** Null for a person in no business (docs/decisions/0018): only their account goes. */
  businessName: string | null;
};

/**
 * 'Yes, Delete Everything' really deletes the account (docs/product/teams.md#closing-an-account): an owner's
 * with their business and everything in it; a member of someone else's business leaves it, which keeps its
 * data (docs/decisions/0018). Either way a business the person owns goes with the account, so the texts say
 * so.
 */
export function CloseAccountDialog({ ownsBusiness, businessName, ...props }: DialogProps & ClosingMember) {
  const { t } = useLingui();
  const closeAccount = useCloseAccount();
  const navigate = useNavigate();

  const deleteEverything = () =>
    closeAccount.mutate(undefined, {
      onSuccess: () => {
        toast.success(t`Account deleted`, {
          description: ownsBusiness
            ? t`Your account and all its data have been deleted.`
            : t`Your account has been deleted.`,
        });
        navigate('/', { replace: true });
      },
      onError: () =>
        toast.error(t`Error`, {
          description: t`Failed to initiate account closure process. Please contact support.`,
        }),
    });

  return (
    <ConfirmDialog
      {...props}
      title={t`Are you absolutely sure?`}
      description={
        ownsBusiness ? (
          <>
            <p>
              <Trans>
                This cannot be undone. Your account and all of its data are deleted immediately and
                permanently, including:
              </Trans>
            </p>
            <ul className="flex list-disc flex-col gap-1 pl-5">
              {deleted.map((item) => (
                <li key={item.id}>{t(item)}</li>
              ))}
            </ul>
            <p>{t`${businessName} closes with it: everyone else in it loses access and is told by e-mail.`}</p>
          </>
        ) : businessName === null ? (
          t`This cannot be undone. Your account is deleted immediately and permanently.`
        ) : (
          <>
            <p>
              {t`This cannot be undone. Your account is deleted immediately and permanently, and you leave ${businessName}.`}
            </p>
            <p>
              <Trans>Its permits, documents and subscription stay with the business and its owner.</Trans>
            </p>
            <p>
              <Trans>Any business you own yourself is deleted with everything in it.</Trans>
            </p>
          </>
        )
      }
      cancelLabel={t`Cancel - Keep My Account`}
      confirmLabel={t`Yes, Delete Everything`}
      pending={closeAccount.isPending}
      onConfirm={deleteEverything}
    />
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { inviteMemberSchema, type InviteMemberInput } from '@shared/contracts/team';
import { FormField } from '@client/components/form-field';
import { FormDialogFooter } from '@client/components/ui/dialog-footer';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { toast } from '@client/components/ui/toaster';
import { useInviteMember, type InviteMemberValues } from '../api/invite-member';
import { RoleSelect } from './role-select';

/**
 * 'Invite Member': an e-mail address and Manager or Crew. The server's refusal (already a member, the member
 * limit, too many e-mails…) stays in the dialog in the server's words, with what was typed.
 */
export function InviteMemberDialog({ open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  const { t } = useLingui();
  const form = useForm<InviteMemberInput, unknown, InviteMemberValues>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: { email: '', role: 'crew' },
  });
  const invite = useInviteMember();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors } = form.formState;

  const close = (next: boolean) => {
    if (invite.isPending) return;
    if (!next) {
      setRefusal(null);
      form.reset();
    }
    onOpenChange(next);
  };

  const submit = (values: InviteMemberValues) => {
    setRefusal(null);
    invite.mutate(values, {
      onSuccess: () => {
        toast.success(t`Invitation Sent`);
        // Each invitation starts again from Crew, the role that can change least.
        form.reset();
        onOpenChange(false);
      },
      onError: (error) => setRefusal(error.message),
    });
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={onCloseAutoFocus}
      title={<Trans>Invite Member</Trans>}
      description={<Trans>We e-mail them a link to join your business.</Trans>}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
        <FormField
          id="invite-email"
          label={t`Email`}
          type="email"
          autoComplete="off"
          inputMode="email"
          placeholder="crew@example.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <RoleSelect id="invite-role" label={t`Role`} {...form.register('role')} />
        {refusal && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-900">
            {refusal}
          </p>
        )}
        <FormDialogFooter
          submitLabel={t`Send Invitation`}
          pendingLabel={t`Sending...`}
          pending={invite.isPending}
          onCancel={() => close(false)}
          cancelDisabled={invite.isPending}
        />
      </form>
    </TitledDialog>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { ASSIGNABLE_ROLES, ROLE_LABELS } from '@shared/domain/roles';
import { Label } from '@client/components/ui/label';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';
import { cn } from '@client/lib/cn';

/**
 * Manager or Crew, the roles an owner gives (ownership moves only by a transfer). A native select: the phone
 * opens its own picker, and keyboards and screen readers know it.
 */
export function RoleSelect({
  id,
  label,
  className,
  ...selectProps
}: ComponentProps<'select'> & { id: string; label: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={NATIVE_SELECT_CLASS} {...selectProps}>
        {ASSIGNABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {i18n._(ROLE_LABELS[role])}
          </option>
        ))}
      </select>
    </div>
  );
}

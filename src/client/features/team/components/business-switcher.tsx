import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { BusinessMembership } from '@shared/contracts/team';
import { ROLE_LABELS } from '@shared/domain/roles';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toaster';
import { cn } from '@client/lib/cn';
import { activeBusiness } from '../api/list-businesses';
import { useSwitchBusiness } from '../api/switch-business';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';

/**
 * Which of their businesses a person works in (docs/decisions/0018). The choice takes effect with 'Switch',
 * not on choosing: a keyboard going through the options must not move the whole app to another business
 * at each step (WCAG 3.2.2). The cache is emptied and the dashboard of the new business opens.
 */
export function BusinessSwitcher({
  businesses,
  id = 'business-switcher',
  className,
}: {
  businesses: BusinessMembership[];
  id?: string;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const active = activeBusiness(businesses);
  const [chosenId, setChosenId] = useState(active?.id ?? businesses[0]?.id ?? '');
  const switchBusiness = useSwitchBusiness();
  const navigate = useNavigate();
  const chosen = businesses.find((business) => business.id === chosenId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || chosen.active) return;
    switchBusiness.mutate(chosen.id, {
      onSuccess: () => {
        const name = chosen.name;
        toast.success(t`Business Switched`, { description: t`You are now working in ${name}.` });
        navigate('/dashboard');
      },
      onError: (error) => toast.error(t`Error`, { description: error.message }),
    });
  };

  return (
    <form onSubmit={submit} className={cn('flex items-center gap-2', className)}>
      <Label htmlFor={id} className="shrink-0">
        <Trans>Business</Trans>
      </Label>
      <select
        id={id}
        value={chosenId}
        onChange={(event) => setChosenId(event.target.value)}
        disabled={switchBusiness.isPending}
        className={cn(NATIVE_SELECT_CLASS, 'min-w-0 flex-1 sm:w-auto sm:max-w-xs sm:flex-none')}
      >
        {businesses.map((business) => (
          <option key={business.id} value={business.id}>
            {`${business.name} (${i18n._(ROLE_LABELS[business.role])})`}
          </option>
        ))}
      </select>
      <Button
        type="submit"
        variant="outline"
        className="shrink-0"
        disabled={!chosen || chosen.active || switchBusiness.isPending}
      >
        {switchBusiness.isPending ? t`Switching...` : t`Switch`}
      </Button>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { SectionCard } from '@client/components/section-card';
import { LeaveBusinessButton } from './leave-business-button';

/** For a manager or crew member: the owner cannot leave (they transfer ownership or close the account). */
export function LeaveBusinessCard({ businessName }: { businessName: string }) {
  const { t } = useLingui();
  return (
    <SectionCard
      title={<Trans>Leave Business</Trans>}
      description={t`Stop working in ${businessName}. Your own business and account stay.`}
    >
      <LeaveBusinessButton businessName={businessName} />
    </SectionCard>
  );
}

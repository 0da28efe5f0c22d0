import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@client/components/ui/button';
import { SectionCard } from '@client/components/section-card';

/** The way from the account to the team screen, for every member (docs/decisions/0018). */
export function TeamCard({ businessName }: { businessName: string | undefined }) {
  const { t } = useLingui();
  return (
    <SectionCard
      title={<Trans>Team</Trans>}
      description={
        businessName === undefined
          ? t`The people who work in your business, and their roles.`
          : t`The people who work in ${businessName}, and their roles.`
      }
    >
      <Link to="/team" className={buttonVariants({ variant: 'outline' })}>
        <Users aria-hidden="true" />
        <Trans>Open Team</Trans>
      </Link>
    </SectionCard>
  );
}

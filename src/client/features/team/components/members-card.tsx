import { Trans } from '@lingui/react/macro';
import type { TeamMember } from '@shared/contracts/team';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { MemberRow } from './member-row';
import { useFocusAfterRemoval } from './use-focus-after-removal';

/** The business's members, oldest first, with role and joining date. */
export function MembersCard({ members, manageable }: { members: TeamMember[]; manageable: boolean }) {
  const heading = useFocusAfterRemoval(members.length);
  return (
    <Card role="region" aria-labelledby="members-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="members-heading" ref={heading} tabIndex={-1}>
            <Trans>Members</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {members.map((member) => (
            <MemberRow key={member.id} member={member} manageable={manageable} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

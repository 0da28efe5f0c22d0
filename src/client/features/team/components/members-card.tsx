import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TeamMember } from '@shared/contracts/team';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { MemberRow } from './member-row';
import { useFocusAfterRemoval } from './use-focus-after-removal';

/**
 * The business's members, oldest first, with role and joining date. `memberExtra` adds to each row what the
 * screen composes from another feature (the vehicles each works on, docs/product/fleet.md#teams).
 */
export function MembersCard({
  members,
  manageable,
  memberExtra,
}: {
  members: TeamMember[];
  manageable: boolean;
  memberExtra?: (member: TeamMember) => ReactNode;
}) {
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
            <MemberRow
              key={member.id}
              member={member}
              manageable={manageable}
              extra={memberExtra?.(member)}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

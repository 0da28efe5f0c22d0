import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { TeamMember } from '@shared/contracts/team';
import { can } from '@shared/domain/roles';
import { SignedInHeader } from '@client/app/signed-in-header';
import { LoadFailed } from '@client/components/load-failed';
import { buttonVariants } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useEntitlements } from '@client/features/billing/api/get-entitlements';
import { ProFeatureCard } from '@client/features/billing/components/pro-feature-card';
import { useTeam } from '@client/features/team/api/get-team';
import { activityQueryKey } from '@client/features/team/api/list-activity';
import { ActivityCard } from '@client/features/team/components/activity-card';
import { InviteMemberButton } from '@client/features/team/components/invite-member-button';
import { LeaveBusinessCard } from '@client/features/team/components/leave-business-card';
import { MembersCard } from '@client/features/team/components/members-card';
import { PendingInvitationsCard } from '@client/features/team/components/pending-invitations-card';
import { TransferOwnershipCard } from '@client/features/team/components/transfer-ownership-card';
import { useVehicles } from '@client/features/vehicles/api/list-vehicles';
import { MemberVehicles } from '@client/features/vehicles/components/member-vehicles';
import { cn } from '@client/lib/cn';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * /team (docs/decisions/0018): the business's members and its activity log for everyone; for the owner the
 * invitations, roles, removals and the transfer of ownership; for the others 'Leave business'. Team
 * collaboration is Pro: a Free owner sees the Pro gate instead, and the team as only themselves. (A member of a
 * business on Free never gets here: app/require-session.tsx shows the suspended screen.)
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Team`);
  const team = useTeam();
  const entitlements = useEntitlements();
  const vehicles = useVehicles();
  const queryClient = useQueryClient();

  let content;
  if (team.isError) {
    content = (
      <LoadFailed
        message={t`Failed to load your team.`}
        onRetry={() => void team.refetch()}
        retrying={team.isRefetching}
      />
    );
  } else if (team.isPending || entitlements.isPending) {
    content = <Spinner />;
  } else {
    const { business, you, members, invitations, memberLimit } = team.data;
    const managesMembers = can(you.role, 'manageTeam');
    // A plan that could not be read counts as Free (docs/product/plans.md#when-the-plan-check-fails).
    const gated = managesMembers && (entitlements.isError || entitlements.data.plan === 'free');
    const shown = gated ? members.filter((member) => can(member.role, 'ownBusiness')) : members;
    const candidates = members.filter((member) => !member.isYou);
    // Who works on which vehicle, once the business has one (docs/product/fleet.md#teams); a list that could
    // not be read leaves the rows as they were without vehicles.
    const active = vehicles.data?.filter((vehicle) => vehicle.archivedAt === null) ?? [];
    const memberVehicles =
      active.length > 0
        ? (member: TeamMember) => (
            <MemberVehicles
              memberId={member.id}
              memberLabel={member.name || member.email}
              vehicles={active}
              editable={can(you.role, 'writeVehicles')}
              // The activity log records the change (docs/product/fleet.md#teams).
              onAssigned={() => void queryClient.invalidateQueries({ queryKey: activityQueryKey })}
            />
          )
        : undefined;
    content = (
      <>
        <p className="-mt-2 text-lg [overflow-wrap:anywhere] text-muted-foreground">{business.name}</p>
        {/* Every member may open the vehicles; owners and managers keep them (docs/product/fleet.md). */}
        <Link to="/vehicles" className={cn(buttonVariants({ variant: 'outline' }), 'self-start')}>
          <Truck aria-hidden="true" />
          <Trans>Vehicles</Trans>
        </Link>
        {managesMembers &&
          (gated ? (
            // The Pro gate's title here: '{feature} - Pro Feature' (docs/product/plans.md#pro-gate).
            <ProFeatureCard feature={t`Team Collaboration`} />
          ) : (
            <InviteMemberButton seatsTaken={members.length + invitations.length} memberLimit={memberLimit} />
          ))}
        <MembersCard members={shown} manageable={managesMembers && !gated} memberExtra={memberVehicles} />
        {managesMembers && !gated && <PendingInvitationsCard invitations={invitations} />}
        {can(you.role, 'ownBusiness') && !gated && candidates.length > 0 && (
          <TransferOwnershipCard candidates={candidates} />
        )}
        {!can(you.role, 'ownBusiness') && <LeaveBusinessCard businessName={business.name} />}
        <ActivityCard />
      </>
    );
  }

  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader backToDashboard />
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">
          <Trans>Team</Trans>
        </h1>
        {content}
      </main>
    </div>
  );
}

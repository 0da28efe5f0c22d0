import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BusinessMembership } from '@shared/contracts/team';
import { ROLE_LABELS } from '@shared/domain/roles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { BusinessSwitcher } from './business-switcher';
import { LeaveBusinessButton } from './leave-business-button';

export const SUSPENDED_TITLE = 'This business is on the Free plan';

/** What the owner's e-mail is said with: only they can use the business until it is on Pro again. */
export const suspendedExplanation = (ownerEmail: string | null) =>
  ownerEmail
    ? `Only its owner, ${ownerEmail}, can use it until they upgrade to Pro.`
    : 'Only its owner can use it until they upgrade to Pro.';

/**
 * Instead of every signed-in screen while the business a member works in is not on Pro (team collaboration
 * is Pro, docs/decisions/0018): the server refuses them its data, so no screen that asks for it renders.
 * They can switch to another of their businesses, leave this one, or sign out (`signOut`, from the app).
 */
export function SuspendedBusinessScreen({
  business,
  businesses,
  signOut,
}: {
  business: BusinessMembership;
  businesses: BusinessMembership[];
  signOut: ReactNode;
}) {
  useDocumentTitle(SUSPENDED_TITLE);
  return (
    <div className="min-h-dvh bg-muted">
      <header className="border-b bg-background">
        <div className="mx-auto flex min-h-[69px] max-w-6xl items-center px-4 py-3">
          <span className="text-lg font-bold text-primary">PermitPilot</span>
        </div>
      </header>
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ShieldAlert aria-hidden="true" className="size-6 shrink-0 text-warning" />
              <h1 className="text-2xl font-bold">{SUSPENDED_TITLE}</h1>
            </CardTitle>
            <CardDescription size="base">
              {`You are ${business.role === 'crew' ? 'on the crew' : `a ${ROLE_LABELS[business.role].toLowerCase()}`} of ${business.name}.`}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p>{suspendedExplanation(business.ownerEmail)}</p>
            {businesses.length > 1 && (
              <div className="flex flex-col gap-2 border-t pt-4">
                <p className="text-sm text-muted-foreground">Or work in another of your businesses:</p>
                <BusinessSwitcher businesses={businesses} />
              </div>
            )}
            <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row">
              <LeaveBusinessButton businessName={business.name} />
              {signOut}
            </div>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}

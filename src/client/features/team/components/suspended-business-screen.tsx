import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BusinessMembership } from '@shared/contracts/team';
import { ROLE_LABELS } from '@shared/domain/roles';
import { BrandedScreen } from '@client/components/branded-screen';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { BusinessSwitcher } from './business-switcher';
import { LeaveBusinessButton } from './leave-business-button';

/**
 * Instead of every signed-in screen while the business a member works in is not on Pro (team collaboration
 * is Pro, docs/decisions/0018): the server refuses them its data, so no screen that asks for it renders.
 * They can switch to another of their businesses, leave this one, disconnect their Google calendar
 * (`calendar`), or sign out (`signOut`); both come from the app.
 */
export function SuspendedBusinessScreen({
  business,
  businesses,
  signOut,
  calendar,
}: {
  business: BusinessMembership;
  businesses: BusinessMembership[];
  signOut: ReactNode;
  /** The member's Google calendar, which they may still disconnect (docs/decisions/0023). */
  calendar?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const title = t`This business is on the Free plan`;
  useDocumentTitle(title);
  const name = business.name;
  const roleLabel = i18n._(ROLE_LABELS[business.role]).toLowerCase();
  // What the owner's e-mail is said with: only they can use the business until it is on Pro again.
  const ownerEmail = business.ownerEmail;
  const explanation = ownerEmail
    ? t`Only its owner, ${ownerEmail}, can use it until they upgrade to Pro.`
    : t`Only its owner can use it until they upgrade to Pro.`;
  return (
    <BrandedScreen>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldAlert aria-hidden="true" className="size-6 shrink-0 text-warning" />
            <h1 className="text-2xl font-bold">{title}</h1>
          </CardTitle>
          <CardDescription size="base">
            {business.role === 'crew'
              ? t`You are on the crew of ${name}.`
              : t`You are a ${roleLabel} of ${name}.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p>{explanation}</p>
          {businesses.length > 1 && (
            <div className="flex flex-col gap-2 border-t pt-4">
              <p className="text-sm text-muted-foreground">
                <Trans>Or work in another of your businesses:</Trans>
              </p>
              <BusinessSwitcher businesses={businesses} />
            </div>
          )}
          {calendar}
          <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row">
            <LeaveBusinessButton businessName={business.name} />
            {signOut}
          </div>
        </CardContent>
      </Card>
    </BrandedScreen>
  );
}

import { lazy, Suspense } from 'react';
import { can } from '@shared/domain/roles';
import { useBusinesses } from '../api/list-businesses';

// Only a person in two businesses or more, or in none of their own, sees it: its code stays out of every
// screen's first load.
const BusinessSwitcher = lazy(() =>
  import('./business-switcher').then((module) => ({ default: module.BusinessSwitcher })),
);

/**
 * The header's switcher (docs/decisions/0018): for a person with two businesses or more, and for one who owns
 * none (an invitee), who may create one there.
 */
export function HeaderBusinessSwitcher({ className }: { className?: string }) {
  const { data: businesses } = useBusinesses();
  if (!businesses?.length) return null;
  const ownsOne = businesses.some((business) => can(business.role, 'ownBusiness'));
  if (businesses.length < 2 && ownsOne) return null;
  return (
    <Suspense fallback={null}>
      <BusinessSwitcher businesses={businesses} className={className} />
    </Suspense>
  );
}

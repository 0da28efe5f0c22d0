import { lazy, Suspense } from 'react';
import { useBusinesses } from '../api/list-businesses';

// Only a person in two businesses or more sees it: its code stays out of every screen's first load.
const BusinessSwitcher = lazy(() =>
  import('./business-switcher').then((module) => ({ default: module.BusinessSwitcher })),
);

/** The header's switcher (docs/decisions/0018): only for a person with two businesses or more. */
export function HeaderBusinessSwitcher({ className }: { className?: string }) {
  const { data: businesses } = useBusinesses();
  if (!businesses || businesses.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <BusinessSwitcher businesses={businesses} className={className} />
    </Suspense>
  );
}

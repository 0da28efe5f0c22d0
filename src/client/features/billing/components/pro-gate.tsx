import type { ReactNode } from 'react';
import { lazyPart } from '@client/components/lazy-part';
import { Spinner } from '@client/components/ui/spinner';
import { useEffectiveSubscription } from '../api/get-subscription-status';
import type { ProFeatureCardProps } from './pro-feature-card';

/**
 * The upgrade card, its plan table and words load only for an owner it is shown to (docs/decisions/0026's
 * budget): a Pro owner's screens never need them.
 */
const ProFeatureCard = lazyPart(
  () => import('./pro-feature-card').then((module) => module.ProFeatureCard),
  <Spinner />,
);

/**
 * 'Loading...' while checking, the feature for Pro owners, an upgrade card for the rest
 * (docs/product/plans.md#pro-gate).
 */
export function ProGate({ children, ...card }: ProFeatureCardProps & { children: ReactNode }) {
  const { subscription, isPending } = useEffectiveSubscription();
  if (isPending) return <Spinner />;
  if (subscription?.subscribed) return <>{children}</>;
  return <ProFeatureCard {...card} />;
}

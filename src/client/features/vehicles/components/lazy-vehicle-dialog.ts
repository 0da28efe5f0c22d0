import { lazyDialog } from '@client/components/lazy-dialog';

/** The add and edit dialog, loaded when first wanted (docs/decisions/0013). */
export const LazyVehicleDialog = lazyDialog(() =>
  import('./vehicle-dialog').then((module) => module.VehicleDialog),
);

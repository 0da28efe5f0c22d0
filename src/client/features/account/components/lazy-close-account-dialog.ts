import { lazyDialog } from '@client/components/lazy-dialog';

/** The close-account confirmation, loaded when first opened (docs/decisions/0013). */
export const LazyCloseAccountDialog = lazyDialog(() =>
  import('./close-account-dialog').then((module) => module.CloseAccountDialog),
);

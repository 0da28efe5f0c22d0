import { lazyDialog } from '@client/components/lazy-dialog';

/** 'Create a business', loaded when first opened (docs/decisions/0013). */
export const LazyCreateBusinessDialog = lazyDialog(() =>
  import('./create-business-dialog').then((module) => module.CreateBusinessDialog),
);

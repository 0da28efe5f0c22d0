import { lazyDialog } from '@client/components/lazy-dialog';

/** The add dialog, loaded when first wanted (docs/decisions/0013). */
export const LazyEventDialog = lazyDialog(() =>
  import('./event-dialog').then((module) => module.EventDialog),
);

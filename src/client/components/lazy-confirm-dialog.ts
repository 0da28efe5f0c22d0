import { lazyDialog } from '@client/components/lazy-dialog';
import type { ConfirmDialogProps } from './confirm-dialog';

/** The confirmation dialog, loaded when first wanted (docs/decisions/0013). */
export const LazyConfirmDialog = lazyDialog<ConfirmDialogProps>(() =>
  import('./confirm-dialog').then((module) => module.ConfirmDialog),
);

import { lazyAction } from '@client/components/lazy-action';
import type * as CatalogActionsModule from './catalog-actions';

/** The code and words of 'Search Latest Requirements' and 'Find Link' beyond their buttons. */
export const catalogActions = lazyAction(() => import('./catalog-actions'));
export type CatalogActions = typeof CatalogActionsModule;

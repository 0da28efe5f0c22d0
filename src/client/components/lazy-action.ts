import { msg, t } from '@lingui/core/macro';
import { toast } from '@client/components/ui/toaster';
import { i18n } from '@client/lib/i18n';

export const ACTION_LOAD_FAILED = msg`Could not reach PermitPilot. Check your connection and try again.`;

/**
 * Code that runs only once the owner acts (a search, 'Find Link', a save), with its words: it loads on that
 * action instead of with the screen (docs/decisions/0026's budget), and its button stays. `preload` starts the
 * load on the owner's intent (hover, focus, touch), so that the action seldom waits for it. A load that fails
 * (a phone that lost its connection) says so, and the next press tries again, as a dialog's next opening
 * does (components/lazy-dialog.tsx).
 */
export function lazyAction<Code>(load: () => Promise<Code>) {
  let loading: Promise<Code> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    preload: () => void loaded().catch(() => undefined),
    /** The code, or undefined once a toast has said it could not be loaded. */
    load: async (): Promise<Code | undefined> => {
      try {
        return await loaded();
      } catch {
        toast.error(t`Error`, { description: i18n._(ACTION_LOAD_FAILED) });
        return undefined;
      }
    },
  };
}

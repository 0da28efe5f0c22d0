import { msg, t } from '@lingui/core/macro';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { toast } from '@client/components/ui/toaster';
import { i18n } from '@client/lib/i18n';

export const FORM_CHECK_LOAD_FAILED = msg`This could not be checked. Check your connection and try again.`;

/**
 * A react-hook-form resolver whose schema, and zod with it, loads when the form is first checked instead of
 * with the screen (docs/decisions/0025): zod is 24 KB of gzipped JavaScript, and a form is checked only once
 * the owner has typed. `preload` starts the load earlier; the forms call it when one of their fields first
 * gets the focus, so that a submit does not wait for it.
 *
 * A load that fails (a phone that lost its connection) says so and keeps the form from being sent: the
 * resolver never throws, since react-hook-form would pass that on as an unhandled rejection. The next check
 * tries again, as a dialog's next opening does (docs/decisions/0013).
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  const resolver: Resolver<T> = async (values, context, options) => {
    let schemaResolver: Resolver<T>;
    try {
      schemaResolver = await loaded();
    } catch {
      // One toast however often the form is checked again while the connection is down.
      const message = i18n._(FORM_CHECK_LOAD_FAILED);
      toast.error(t`Error`, { id: 'form-check-load-failed', description: message });
      const errors = { root: { type: 'load', message } } as FieldErrors<T>;
      return { values: {}, errors };
    }
    return schemaResolver(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}

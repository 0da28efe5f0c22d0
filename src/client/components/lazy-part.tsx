import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadFailed } from './load-failed';

const PART_LOAD_FAILED = msg`This part of the page could not be loaded. Check your connection and try again.`;

/** A part's code, loaded once for every place that shows it. */
export type PartLoader<P> = { load: () => Promise<ComponentType<P>>; loaded?: ComponentType<P> };

/**
 * A part of a screen whose code loads once it is `wanted`, and what to show meanwhile: the part, the offer to
 * try again when its code could not be loaded (a phone that lost its connection), or null while it loads.
 * React.lazy is not used: it keeps a failed load for good (components/lazy-dialog.tsx).
 */
export function useLazyPart<P extends object>(part: PartLoader<P>, wanted: boolean, props: P): ReactNode {
  const { i18n } = useLingui();
  const [Part, setPart] = useState(() => part.loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || Part) return;
    let current = true;
    part.load().then(
      (component) => {
        part.loaded = component;
        if (current) setPart(() => component);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [part, wanted, Part, attempt]);

  if (Part) return <Part {...props} />;
  if (!failed) return null;
  return (
    <LoadFailed
      message={i18n._(PART_LOAD_FAILED)}
      onRetry={() => {
        setFailed(false);
        setAttempt((count) => count + 1);
      }}
      retrying={false}
    />
  );
}

/**
 * A part shown only in some cases (the Pro gate's upgrade card, to a Free owner): its code and words load
 * when it is shown, not with every screen that might show it (docs/decisions/0026), with `pending` in its
 * place meanwhile.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, pending: ReactNode = null) {
  const part: PartLoader<P> = { load };
  function LazyPart(props: P) {
    return useLazyPart(part, true, props) ?? pending;
  }
  return LazyPart;
}

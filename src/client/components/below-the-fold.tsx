import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ComponentType } from 'react';
import { useInView } from 'react-intersection-observer';
import { LoadFailed } from './load-failed';

const PART_LOAD_FAILED = msg`This part of the page could not be loaded. Check your connection and try again.`;

/** How far below the screen a part starts loading: about a phone's screen, so it is there when scrolled to. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS margin, not words
const AHEAD = '800px 0px';

/**
 * A part of a screen below its first view whose code loads only when the owner scrolls near it
 * (docs/decisions/0026): the dashboard's Pro cards come after the permit list, which on a phone with a few
 * dozen permits is several screens long. Where the browser cannot tell what is in view, it loads at once. A
 * failed load offers to try again, as a dialog's does (components/lazy-dialog.tsx): React.lazy would keep the
 * failure for good.
 */
export function belowTheFold<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;

  function BelowTheFold(props: P) {
    const { i18n } = useLingui();
    const { ref, inView } = useInView({ triggerOnce: true, rootMargin: AHEAD, fallbackInView: true });
    const [Part, setPart] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (!inView || Part) return;
      let current = true;
      load().then(
        (component) => {
          loaded = component;
          if (current) setPart(() => component);
        },
        () => {
          if (current) setFailed(true);
        },
      );
      return () => {
        current = false;
      };
    }, [inView, Part, attempt]);

    if (Part) return <Part {...props} />;
    if (failed)
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
    return <div ref={ref} />;
  }
  return BelowTheFold;
}

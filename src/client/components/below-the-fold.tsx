import type { ComponentType } from 'react';
import { useInView } from 'react-intersection-observer';
import { type PartLoader, useLazyPart } from './lazy-part';

/** How far below the screen a part starts loading: about a phone's screen, so it is there when scrolled to. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS margin, not words
const AHEAD = '800px 0px';

/**
 * A part of a screen below its first view whose code loads only when the owner scrolls near it
 * (docs/decisions/0026): the dashboard's Pro cards come after the permit list, which on a phone with a few
 * dozen permits is several screens long. Where the browser cannot tell what is in view, it loads at once. A
 * failed load offers to try again (components/lazy-part.tsx).
 */
export function belowTheFold<P extends object>(load: () => Promise<ComponentType<P>>) {
  const part: PartLoader<P> = { load };

  function BelowTheFold(props: P) {
    const { ref, inView } = useInView({ triggerOnce: true, rootMargin: AHEAD, fallbackInView: true });
    return useLazyPart(part, inView, props) ?? <div ref={ref} />;
  }
  return BelowTheFold;
}

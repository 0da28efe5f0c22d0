import { useEffect, useRef } from 'react';

/**
 * When a row of a list goes (a member removed, an invitation revoked), the control that removed it goes with
 * it and the keyboard focus falls to the page: this puts it on the list's heading (tabIndex -1) instead, so a
 * keyboard or screen reader user keeps their place.
 */
export function useFocusAfterRemoval(rowCount: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(rowCount);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (rowCount < previous.current && lost) heading.current?.focus();
    previous.current = rowCount;
  }, [rowCount]);
  return heading;
}

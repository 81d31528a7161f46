import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has been on the page, once: false while it (or a parent) is hidden, such as the results
 * page's filter panel on a phone, which stays in the page behind its "Filter" button. Where the browser cannot
 * tell (no `checkVisibility`, as in tests), true at once.
 */
export function useShown(ref: RefObject<HTMLElement | null>) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    const visible = () => typeof element.checkVisibility !== 'function' || element.checkVisibility();
    if (visible() || typeof ResizeObserver === 'undefined') {
      setShown(true);
      return;
    }
    // A hidden element has no size: it changes when a hidden parent shows it.
    const observer = new ResizeObserver(() => {
      if (!visible()) return;
      observer.disconnect();
      setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, shown]);
  return shown;
}

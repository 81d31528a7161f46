import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has been on the page, once: false while it (or a parent) is hidden, such as the results
 * page's filter panel on a phone, which stays in the page behind its "Filter" button. Where the browser cannot
 * lay out (tests), true at once.
 */
export function useShown(ref: RefObject<HTMLElement | null>) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    if (typeof element.checkVisibility !== 'function' || typeof ResizeObserver === 'undefined') {
      setShown(true);
      return;
    }
    // Told of the element's size after the next layout, and again whenever it changes: a hidden element has
    // none until a hidden parent shows it. Asking at once (checkVisibility) would lay the page out right here.
    const observer = new ResizeObserver(([entry]) => {
      if (!entry || (entry.contentRect.width === 0 && entry.contentRect.height === 0)) return;
      observer.disconnect();
      setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, shown]);
  return shown;
}

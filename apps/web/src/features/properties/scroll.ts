import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/** Back to the top of the page (jsdom, in component tests, has no scrolling). */
export function scrollToTop() {
  if (typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom')) return;
  window.scrollTo({ top: 0 });
}

/**
 * A page opened by a link (from far down a result list, after saving a long form) starts at the top. Not one
 * the browser opened itself (the first page, back and forward): it stands where the browser put it, and
 * scrolling would lay the whole new page out at once, in the task that rendered it (on a phone, a long task
 * just as the page first shows).
 */
export function useStartAtTop(page: string) {
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page opened is the trigger
  useEffect(() => {
    if (navigation !== 'POP') scrollToTop();
  }, [page]);
}

import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (e.g. the phone layout of a table or a page). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Whether the screen is at least Tailwind's `lg` (1024 px) wide: where the member layout's sidebar and a search's
 * filter panel stand. Below it they are hidden by CSS, and are not rendered at all: on a phone's first page they
 * were a large part of the first commit and of the first layout, for nothing on screen.
 */
export function useWideScreen(): boolean {
  return useMediaQuery('(min-width: 1024px)');
}

import { useCallback, useSyncExternalStore } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'system';
const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

function readTheme(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark() {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Puts the `dark` class on <html> for the given choice (index.html does the same before first paint). */
export function applyTheme(choice: ThemeChoice = readTheme()) {
  const dark = choice === 'dark' || (choice === 'system' && systemPrefersDark());
  document.documentElement.classList.toggle('dark', dark);
}

function setTheme(choice: ThemeChoice) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage may be unavailable; the choice still applies to this page.
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

let watching = false;
/** "System" follows the operating system live, not only at start. */
export function watchSystemTheme() {
  if (watching || typeof window.matchMedia !== 'function') return;
  watching = true;
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (readTheme() === 'system') applyTheme('system');
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme() {
  // The build renders the public pages without storage (src/prerender): they show the system theme.
  const theme = useSyncExternalStore(subscribe, readTheme, readTheme);
  const change = useCallback((choice: ThemeChoice) => setTheme(choice), []);
  return [theme, change] as const;
}

/** Follows the `dark` class on <html>, whichever way it changes (the member's choice, or the system's). */
function subscribeToPageTheme(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Whether the page shows the dark theme now: for what draws its own colours, such as the map's tiles. */
export function useDarkPage(): boolean {
  return useSyncExternalStore(
    subscribeToPageTheme,
    () => document.documentElement.classList.contains('dark'),
    () => false,
  );
}

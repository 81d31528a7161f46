/**
 * A controllable `prefers-color-scheme` for tests, and width queries answered for a desktop screen (1280 px, where
 * the sidebar and a search's filter panel stand): jsdom has no matchMedia at all.
 */
type Listener = (event: MediaQueryListEvent) => void;

let prefersDark = false;
const listeners = new Set<Listener>();
const SCREEN_WIDTH = 1280;

function matches(query: string) {
  if (query.includes('dark')) return prefersDark;
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (min) return SCREEN_WIDTH >= Number(min[1]);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (max) return SCREEN_WIDTH <= Number(max[1]);
  return false;
}

export function setPrefersDark(dark: boolean) {
  prefersDark = dark;
  for (const listener of listeners) {
    listener({ matches: dark, media: '(prefers-color-scheme: dark)' } as MediaQueryListEvent);
  }
}

export function installMatchMedia() {
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
}

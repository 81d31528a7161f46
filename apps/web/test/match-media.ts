/** A controllable `prefers-color-scheme` for tests: jsdom has no matchMedia at all. */
type Listener = (event: MediaQueryListEvent) => void;

let prefersDark = false;
const listeners = new Set<Listener>();

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
        return query.includes('dark') ? prefersDark : false;
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

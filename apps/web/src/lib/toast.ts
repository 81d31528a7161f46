/*
 * Toasts without sonner in the first page's JavaScript (8.6 kB gzip on /login):
 * sonner loads with the first toast, and the app's Toaster mounts once it is here (AppToaster). sonner
 * keeps the toasts made before a Toaster mounts and shows them when one does, so nothing is lost; calls
 * run in the order they were made.
 */
type Sonner = typeof import('sonner');
type SonnerToast = Sonner['toast'];

let sonner: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const listeners = new Set<() => void>();

function load() {
  sonner ??= import('sonner').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return sonner;
}

/** sonner once the first toast has loaded it (for the Toaster), and a way to hear when that happens. */
export const sonnerModule = {
  current: () => loaded,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function later<K extends 'success' | 'error' | 'info' | 'warning' | 'dismiss'>(kind: K) {
  return (...args: Parameters<SonnerToast[K]>) => {
    void load().then(({ toast: real }) => (real[kind] as (...a: Parameters<SonnerToast[K]>) => unknown)(...args));
  };
}

/** sonner's `toast` for the calls the app makes; it answers nothing (the id is the caller's, where needed). */
export const toast = Object.assign(
  (...args: Parameters<SonnerToast>) => {
    void load().then(({ toast: real }) => real(...args));
  },
  {
    success: later('success'),
    error: later('error'),
    info: later('info'),
    warning: later('warning'),
    dismiss: later('dismiss'),
  },
);

/**
 * Resolves once the page has loaded and the browser is idle (or a second after the load at most): for what
 * the visitor does not wait for (the area data, the realtime connection), so it does not share the
 * connections with the page's scripts and first photos.
 */
export function afterPageLoad() {
  return new Promise<void>((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : resolve();
    if (typeof document === 'undefined' || document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

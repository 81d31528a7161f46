/** Back to the top of the page (jsdom, in component tests, has no scrolling). */
export function scrollToTop() {
  if (typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom')) return;
  window.scrollTo({ top: 0 });
}

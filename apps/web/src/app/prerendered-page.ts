import type { createBrowserRouter } from 'react-router';

type AppRouter = ReturnType<typeof createBrowserRouter>;
type Field = HTMLInputElement | HTMLTextAreaElement;

/** The public page the build rendered into the HTML (apps/web/vite-prerender.ts), when it is showing. */
function shownPage(container: HTMLElement) {
  const page = container.querySelector<HTMLElement>(':scope > .prerendered');
  // Hidden for a member or in English (boot.js): the spinner shows instead.
  return page && !document.documentElement.classList.contains('prerender-stale') ? page : null;
}

function whenInitialized(router: AppRouter) {
  if (router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Gives what the visitor typed into the build's page, before the scripts had arrived, to the same fields of
 * the app's page when that replaces it, as typing would (an `input` event), with the focus where it was.
 */
function carryOverTyping(container: HTMLElement, page: HTMLElement) {
  // Followed until the page is replaced: by then its fields have left the document, and the focus with them.
  let focused = page.contains(document.activeElement) ? (document.activeElement as Field).name : undefined;
  const onFocus = (event: FocusEvent) => {
    focused = (event.target as Partial<Field>).name;
  };
  page.addEventListener('focusin', onFocus);
  const observer = new MutationObserver(() => {
    if (page.isConnected) return;
    observer.disconnect();
    page.removeEventListener('focusin', onFocus);
    for (const old of page.querySelectorAll<Field>('input[name], textarea[name]')) {
      const field = container.querySelector<Field>(`[name="${CSS.escape(old.name)}"]`);
      if (!field) continue;
      if (old.value && old.type !== 'checkbox' && old.type !== 'radio' && !field.value) {
        // The prototype's setter, so React sees a change it did not make.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, old.value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (old.name === focused) field.focus();
    }
  });
  observer.observe(container, { childList: true });
}

/**
 * Resolves when the app may render into `container`. A page the build rendered stays until the app can
 * show the same page: rendered before the page's code has arrived, the app would first replace it with
 * the loading spinner. Whatever was typed into it moves over.
 */
export function prerenderedPageHandOver(container: HTMLElement, router: AppRouter): Promise<void> {
  const page = shownPage(container);
  if (!page) return Promise.resolve();
  return whenInitialized(router).then(() => carryOverTyping(container, page));
}

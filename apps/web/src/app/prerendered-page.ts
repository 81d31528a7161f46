import type { createBrowserRouter } from 'react-router';

type AppRouter = ReturnType<typeof createBrowserRouter>;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';

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

/** Whether the visitor changed the field from what the build wrote (only that moves over). */
function changed(old: Field) {
  if (old instanceof HTMLSelectElement) return [...old.options].some((o) => o.selected !== o.defaultSelected);
  if (old instanceof HTMLInputElement && (old.type === 'radio' || old.type === 'checkbox')) {
    return old.checked !== old.defaultChecked;
  }
  if (old instanceof HTMLInputElement && old.type === 'file') return Boolean(old.files?.length);
  return old.value !== old.defaultValue;
}

/** Sets a field as the visitor would have: through the events React listens to. */
function carryOver(old: Field, field: Field) {
  if (!changed(old)) return;
  if (old instanceof HTMLInputElement && field instanceof HTMLInputElement) {
    if (old.type === 'radio') {
      // The chosen one only: its group follows it.
      if (old.checked && !field.checked) field.click();
      return;
    }
    if (old.type === 'checkbox') {
      if (old.checked !== field.checked) field.click();
      return;
    }
    if (old.type === 'file') {
      field.files = old.files;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
  }
  if (old.value === field.value) return;
  // The prototype's setter, so React sees a change it did not make.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, old.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Gives what the visitor entered into the build's page, before the scripts had arrived, to the same fields
 * of the app's page when that replaces it: text, choices, a picked file, and the focus where it was. The two
 * pages are the same markup, so fields pair up in order; a pair that differs in type or name is left alone.
 */
function carryOverTyping(container: HTMLElement, page: HTMLElement) {
  const oldFields = [...page.querySelectorAll<Field>(FIELDS)];
  // Followed until the page is replaced: by then its fields have left the document, and the focus with them.
  let focused = oldFields.indexOf(document.activeElement as Field);
  const onFocus = (event: FocusEvent) => {
    focused = oldFields.indexOf(event.target as Field);
  };
  page.addEventListener('focusin', onFocus);
  const observer = new MutationObserver(() => {
    if (page.isConnected) return;
    observer.disconnect();
    page.removeEventListener('focusin', onFocus);
    const fields = [...container.querySelectorAll<Field>(FIELDS)];
    oldFields.forEach((old, i) => {
      const field = fields[i];
      if (!field || field.type !== old.type || field.name !== old.name) return;
      carryOver(old, field);
      if (i === focused) field.focus();
    });
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

/** The frame of a member page the build wrote into the HTML (vite-prerender.ts), when boot.js showed it. */
function shownMemberFrame(container: HTMLElement) {
  const frame = container.querySelector<HTMLElement>(':scope > .member-frame');
  const html = document.documentElement;
  const shown = frame?.dataset.for === html.dataset.role && !html.classList.contains('member-frame-stale');
  return shown ? frame : null;
}

/**
 * Resolves when the app may render into `container` over a member page's frame: once the page's code has
 * arrived and the member is known, so that the app's first screen is that page (the same frame, then the page)
 * rather than the loading spinner.
 */
export function memberFrameHandOver(container: HTMLElement, router: AppRouter, member: () => Promise<unknown>) {
  if (!shownMemberFrame(container)) return Promise.resolve();
  return Promise.all([whenInitialized(router), member().catch(() => undefined)]).then(() => undefined);
}

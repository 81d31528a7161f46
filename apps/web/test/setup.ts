import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { installMatchMedia } from './match-media';
import { clearSession } from '../src/lib/auth-session';
import { resetServiceStatusForTests } from '../src/lib/service-status';

/*
 * A test that makes React (or anything) print console.error fails: such output means a bug
 * (act warnings, bad props, unhandled errors) even when the assertions pass.
 */
const consoleErrors: string[] = [];
const originalError = console.error;
console.error = (...args: unknown[]) => {
  consoleErrors.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
  originalError(...args);
};

// jsdom lacks these browser APIs that Radix primitives use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
installMatchMedia();
// Lazy pages load their chunks on first render; on a busy two-core machine that can take longer
// than the library's 1 s default, which made tests fail for no fault of the page.
configure({ asyncUtilTimeout: 5000 });
// Image previews of picked files.
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => {};

beforeEach(() => {
  consoleErrors.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  // The access token lives in memory: no test starts with the previous test's session.
  clearSession();
});

afterEach(() => {
  cleanup();
  // sonner hands every toast still showing to the next Toaster that mounts: without this, a test would
  // see the toasts of the test before it (and could find its expected toast there).
  toast.dismiss();
  // No test starts in the previous test's outage, nor with its look at /api/health still due.
  resetServiceStatusForTests();
  vi.unstubAllGlobals();
  document.documentElement.className = '';
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.splice(0).join('\n---\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});

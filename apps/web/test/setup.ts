import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installMatchMedia } from './match-media';

/*
 * A test that makes React (or anything) print console.error fails: such output means a bug
 * (act warnings, bad props, unhandled errors) even when the assertions pass.
 */
const consoleErrors: string[] = [];
const originalError = console.error;
console.error = (...args: unknown[]) => {
  consoleErrors.push(args.map((arg) => (arg instanceof Error ? arg.stack ?? arg.message : String(arg))).join(' '));
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
// Image previews of picked files.
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => {};

beforeEach(() => {
  consoleErrors.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.className = '';
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.splice(0).join('\n---\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});

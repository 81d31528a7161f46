/** The storage keys the server makes: `<folder>/<name>`, the same in a folder and in a bucket. */
const KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9._-]+)+$/;

/** Keys are made by the server, but one must never reach outside its folder or bucket. */
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** Temporary files carry this ending; no key the server makes for a real file has it. */
export const TEMP_SUFFIX = '.tmp';

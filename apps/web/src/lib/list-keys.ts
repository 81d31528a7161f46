/**
 * React keys for lists that have no id of their own. A key must stay with its item when items before it are
 * added or removed, otherwise React hands one item's state (a preview, focus) to its neighbour.
 */

const fileKeys = new WeakMap<File, string>();
let lastFileKey = 0;

/** A key that stays with a picked file for as long as the file is on the page. */
export function fileKey(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    lastFileKey += 1;
    key = `file-${lastFileKey}`;
    fileKeys.set(file, key);
  }
  return key;
}

/** Keys for a fixed number of identical loading placeholders, which never move. */
export function placeholderKeys(count: number): string[] {
  return Array.from({ length: count }, (_, slot) => `placeholder-${slot}`);
}

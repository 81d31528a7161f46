import { vi } from 'vitest';

/**
 * jsdom fetches no images, so a picture that waits for its file (the Radix avatar shows initials
 * until then) never appears. This makes every image report itself loaded, as a browser does once
 * the file has arrived. Undone by `vi.restoreAllMocks()`.
 */
export function imagesLoad() {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(96);
}

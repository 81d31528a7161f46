import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  /** Path inside the archive, `/`-separated. */
  name: string;
  data: Uint8Array;
  /** Images and PDFs are compressed already: storing them saves time and gains nothing. */
  compress: boolean;
  modified?: Date;
}

/**
 * A ZIP written entry by entry as the client reads it: the next entry (and its file read) is
 * pulled only when the previous one has been consumed, so an export of many photos never sits
 * in memory whole.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  async function* chunks() {
    const out: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((err, chunk) => {
      if (err) failure = err;
      else out.push(chunk);
    });
    for await (const entry of entries) {
      const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      if (entry.modified) file.mtime = entry.modified;
      zip.add(file);
      file.push(entry.data, true);
      if (failure) throw failure;
      while (out.length) yield out.shift()!;
    }
    zip.end();
    if (failure) throw failure;
    while (out.length) yield out.shift()!;
  }
  return Readable.from(chunks(), { objectMode: false });
}

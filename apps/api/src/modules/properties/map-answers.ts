import type { Executor } from '../../db/client.ts';
import { listingChanges } from './map-queries.ts';

/**
 * Answers kept at most this long. A kept answer is used only while no listing has been written since its
 * search began; the age bounds the one case the count cannot see: a search that reads while a write has
 * counted itself but not yet committed keeps the answer from before that write, for at most this long.
 */
const MAP_ANSWER_MAX_AGE_MS = 30_000;
/** Searches kept on one node: a city's first view, the boxes members pan to; the oldest used goes first. */
const MAP_ANSWER_MAX_ENTRIES = 500;

interface Kept {
  changes: string;
  at: number;
  body: Promise<string>;
}

/**
 * The map's answers as sent (JSON), kept per search. Every member who opens the map of a city asks the same
 * box with the same filters, and grouping a city's listings again for each of them is the map's whole cost:
 * one answer serves them all until a listing changes. Searches that arrive together while the answer is being
 * built share that build. Kept per node; each node reads the count of listing writes from the database, so a
 * write on one node is seen by all of them.
 */
export function createMapAnswers(
  db: Executor,
  opts: { maxAgeMs?: number; maxEntries?: number; now?: () => number } = {},
) {
  const maxAgeMs = opts.maxAgeMs ?? MAP_ANSWER_MAX_AGE_MS;
  const maxEntries = opts.maxEntries ?? MAP_ANSWER_MAX_ENTRIES;
  const now = opts.now ?? (() => performance.now());
  const kept = new Map<string, Kept>();

  return {
    /** The answer of the search named `key`: kept, or built by `build` and kept. */
    async answer(key: string, build: () => Promise<unknown>): Promise<string> {
      const changes = await listingChanges(db);
      const found = kept.get(key);
      if (found && found.changes === changes && now() - found.at < maxAgeMs) {
        // The most recently used last: the map iterates in insertion order, so the first is the oldest used.
        kept.delete(key);
        kept.set(key, found);
        return found.body;
      }
      const body = build().then((answer) => JSON.stringify(answer));
      const entry = { changes, at: now(), body };
      kept.delete(key);
      kept.set(key, entry);
      // A failed build is not kept: the next search tries again.
      body.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      while (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
      return body;
    },
    /** How many answers this node keeps (tests). */
    get size() {
      return kept.size;
    },
  };
}

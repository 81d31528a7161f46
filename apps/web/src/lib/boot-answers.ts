/*
 * public/boot.js asks for a member's first answers (the token refresh, the user, the results page's
 * search) before the app's code has arrived; the API client takes them here instead of asking twice.
 */

interface BootRefresh {
  userId: string;
  response: Promise<Response>;
}

/**
 * The refresh boot.js sent for this user before the app's code arrived, taken once: the first refresh of a
 * page uses its answer instead of asking again (a second refresh would spend the rotated token twice).
 */
export function takeBootRefresh(userId: string): Promise<Response> | undefined {
  const holder = window as { __bootRefresh?: BootRefresh };
  const boot = holder.__bootRefresh;
  holder.__bootRefresh = undefined;
  return boot?.userId === userId ? boot.response : undefined;
}

interface BootAnswer {
  token: string;
  response: Response;
}

interface BootAnswers {
  at: number;
  answers: Record<string, Promise<BootAnswer | null> | undefined>;
}

/** Answers boot.js asked for serve the first page only: later the data may have changed. */
const BOOT_ANSWERS_MS = 15_000;

/**
 * An answer boot.js asked for before the app's code arrived (the user, the results page's search), taken
 * by the first request for its path; used when it was asked with the token this request would send.
 */
export function takeBootAnswer(path: string): Promise<BootAnswer | null> | undefined {
  const holder = window as { __bootAnswers?: BootAnswers };
  const boot = holder.__bootAnswers;
  if (!boot) return undefined;
  if (Date.now() - boot.at > BOOT_ANSWERS_MS) {
    holder.__bootAnswers = undefined;
    return undefined;
  }
  const answer = boot.answers[path];
  boot.answers[path] = undefined;
  return answer;
}

/** A change made by the app may change what boot.js was told: its answers are no longer used. */
export function dropBootAnswers() {
  (window as { __bootAnswers?: BootAnswers }).__bootAnswers = undefined;
}

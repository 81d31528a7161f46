import fc from 'fast-check';
import { ERROR_CODES } from '@mietmatch/contract';
import type { FastifyInstance } from 'fastify';
import type { Members } from './members.ts';
import type { FuzzRequest } from './requests.ts';

/** One answer that breaks the rules: a 5xx, or an error answer that is not `{ code, message }` JSON. */
export interface Finding {
  index: number;
  problem: string;
  request: FuzzRequest;
  status: number;
  answer: string;
}

export interface RunReport {
  sent: number;
  byClass: Record<string, number>;
  byStatus: Record<number, number>;
  findings: Finding[];
  seconds: number;
}

// Often enough that a member signed out by an admin action is back before long, cheap enough not to matter.
const CHECK_EVERY = 200;

function shorten(text: string, max = 160): string {
  const one = JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
  return text.length > max ? `${one} (${text.length} chars)` : one;
}

export function describeRequest(seed: number, f: Finding): string {
  const r = f.request;
  const payload = r.payload === undefined ? 'no body' : shorten(r.payload.toString('latin1'));
  return [
    `#${f.index} ${f.problem}: ${f.status} ${shorten(f.answer, 200)}`,
    `  FUZZ_SEED=${seed} ${r.method} ${shorten(r.url, 200)} as ${r.who} (${r.note})`,
    `  headers ${shorten(JSON.stringify(r.headers), 200)} body ${payload}`,
  ].join('\n');
}

const KNOWN_CODES = new Set<string>(ERROR_CODES);

/** What every answer must be: below 500, and an error answer is JSON with one of our codes and a message. */
function judge(method: string, status: number, contentType: string, body: string): string | null {
  if (status >= 500) return '5xx';
  // A HEAD answer has no body by definition.
  if (status < 400 || method === 'HEAD') return null;
  if (!contentType.includes('application/json')) return `error answer as ${contentType || 'no content type'}`;
  try {
    const json = JSON.parse(body) as { code?: unknown; message?: unknown };
    if (typeof json.code !== 'string' || typeof json.message !== 'string') return 'error answer without code/message';
    if (!KNOWN_CODES.has(json.code)) return `error answer with the unknown code ${json.code}`;
  } catch {
    return 'error answer that is not JSON';
  }
  return null;
}

// A request no answer comes to is a finding too: a client would hang until its own timeout.
const DEADLINE_MS = 10_000;

async function answerWithin<T>(answer: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DEADLINE_MS);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends `runs` generated requests, one after another (replaying a seed then replays the same run),
 * and collects every answer that breaks the rules instead of stopping at the first.
 */
export async function runFuzz(
  app: FastifyInstance,
  members: Members,
  arbitrary: fc.Arbitrary<FuzzRequest>,
  seed: number,
  runs: number,
): Promise<RunReport> {
  const started = performance.now();
  const report: RunReport = { sent: 0, byClass: {}, byStatus: {}, findings: [], seconds: 0 };
  // One lazy stream for the whole run: the seed alone decides every request, in order.
  const stream = fc.sample(fc.infiniteStream(arbitrary, { noHistory: true }), { seed, numRuns: 1 })[0]!;
  for (const request of stream.take(runs)) {
    const index = report.sent;
    if (index % CHECK_EVERY === 0) await members.keepSignedIn();
    const auth = await members.headersFor(request.who, request.template, index);
    const res = await answerWithin(
      app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...auth },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      }),
    );
    if (!res) {
      report.findings.push({
        index,
        problem: `no answer within ${DEADLINE_MS / 1000} s`,
        request,
        status: 0,
        answer: '',
      });
      report.sent += 1;
      continue;
    }
    members.used(request.who, request.template, res.statusCode);
    report.sent += 1;
    const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
    report.byClass[statusClass] = (report.byClass[statusClass] ?? 0) + 1;
    report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
    const problem = judge(request.method, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
    if (problem) report.findings.push({ index, problem, request, status: res.statusCode, answer: res.body });
  }
  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  return report;
}

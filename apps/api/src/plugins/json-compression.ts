import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers go as they are: compressing them saves less than it costs (and a TCP packet holds them). */
const JSON_COMPRESSION_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';

/**
 * The encoding to use for a request's `Accept-Encoding`: brotli before gzip (smaller at the same speed),
 * none when the client names neither or refuses both with `q=0`.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

function addVary(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const value = [current ?? []].flat().join(', ');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, accept-encoding` : 'accept-encoding');
}

/**
 * Compresses JSON answers above the threshold. Only whole JSON bodies: streams (files, downloads with
 * ranges), answers that chose their own encoding (the area data) and everything outside Fastify's replies
 * (the realtime socket) pass untouched. Brotli at quality 4 and gzip at level 6 take about a millisecond
 * for a page of results on the thread pool, not on the event loop.
 */
export function registerJsonCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.getHeader('content-encoding') !== undefined) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (Buffer.byteLength(payload) < JSON_COMPRESSION_THRESHOLD) return payload;
    // Another client of a shared cache may accept another encoding.
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}

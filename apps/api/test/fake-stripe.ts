import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete';
  amount_total: number;
  currency: string;
  customer_email: string;
  client_reference_id: string;
  metadata: Record<string, string>;
  success_url: string;
}

/**
 * A stand-in for Stripe's HTTP API on loopback, enough for Checkout Sessions: the real SDK talks
 * to it through STRIPE_API_BASE. Tests mark sessions paid as the card holder would.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const requests: { method: string; path: string; body: URLSearchParams; auth: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method ?? '', path, body, auth: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of body) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
          payment_status: 'unpaid',
          status: 'open',
          amount_total: Number(body.get('line_items[0][price_data][unit_amount]')),
          currency: body.get('line_items[0][price_data][currency]') ?? 'eur',
          customer_email: body.get('customer_email') ?? '',
          client_reference_id: body.get('client_reference_id') ?? '',
          metadata,
          success_url: (body.get('success_url') ?? '').replace('{CHECKOUT_SESSION_ID}', id),
        };
        sessions.set(id, session);
        return res.end(JSON.stringify(session));
      }
      const m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && m) {
        const s = sessions.get(decodeURIComponent(m[1]!));
        if (!s) {
          res.statusCode = 404;
          return res.end(
            JSON.stringify({
              error: { type: 'invalid_request_error', message: 'No such checkout.session', code: 'resource_missing' },
            }),
          );
        }
        return res.end(JSON.stringify(s));
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `unknown ${req.method} ${path}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    markPaid(id: string) {
      const s = sessions.get(id)!;
      s.payment_status = 'paid';
      s.status = 'complete';
      return s;
    },
    /** Adds a session created elsewhere (not through our app). */
    addForeignSession(metadata: Record<string, string>, amount: number) {
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const s: FakeSession = {
        id,
        object: 'checkout.session',
        url: '',
        payment_status: 'paid',
        status: 'complete',
        amount_total: amount,
        currency: 'eur',
        customer_email: '',
        client_reference_id: '',
        metadata,
        success_url: '',
      };
      sessions.set(id, s);
      return s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

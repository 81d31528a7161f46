import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Browser features the app never uses: nothing on the page, nor anything it embeds, may ask for them. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const DOCS_PREFIX = '/api/docs';

const join = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`.trim())
    .join('; ');

/**
 * The Content-Security-Policies: the web app's pages, the API docs (swagger-ui), the API's own form pages,
 * and every other API answer (JSON, images, documents), which never needs to run or load anything.
 */
function contentSecurityPolicies(appUrl: string, mapStyleUrls: string[]) {
  const url = new URL(appUrl);
  const https = url.protocol === 'https:';
  // The map's styles (light and dark) name their tiles, fonts and icons; they are fetched from the styles' hosts.
  const map = [...new Set(mapStyleUrls.map((u) => new URL(u).origin))].join(' ');
  const page = join({
    'default-src': "'self'",
    // Only the app's own files: boot.js is a file for this reason, and Vite emits no inline script.
    'script-src': "'self'",
    'script-src-attr': "'none'",
    // Radix (react-remove-scroll) and sonner add <style> elements at run time without a nonce, and the boot
    // spinner's style sits in index.html; scripts stay strict, which is what keeps injected markup inert.
    'style-src': "'self' 'unsafe-inline'",
    // blob: for previews of images chosen in a form before they are uploaded.
    'img-src': `'self' data: blob: ${map}`,
    'font-src': "'self' data:",
    // The realtime socket goes to the app's own host only, never to any host a script names; the map's host
    // serves its tiles, fonts and icons (fetched by the map's worker).
    'connect-src': `'self' ${https ? 'wss' : 'ws'}://${url.host} ${map}`,
    'frame-src': "'none'",
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'media-src': "'self'",
    'object-src': "'none'",
    // No <base> element anywhere: none may be injected either.
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    ...(https ? { 'upgrade-insecure-requests': '' } : {}),
  });
  const docs = join({
    'default-src': "'none'",
    'script-src': "'self'",
    'script-src-attr': "'none'",
    // swagger-ui's own stylesheets only; its icons are data: URIs inside them.
    'style-src': "'self'",
    'img-src': "'self' data:",
    'font-src': "'self' data:",
    // The OpenAPI document and "Try it out" against this API.
    'connect-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  });
  // A JSON answer or a file opened directly in a tab is a document of its own: it gets no powers at all.
  const api = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";
  // The API's few pages of its own (an alert mail's unsubscribe link): inline style and one form, no script.
  const form = join({
    'default-src': "'none'",
    'style-src': "'unsafe-inline'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    'base-uri': "'none'",
  });
  return { page, docs, api, form };
}

/** API addresses that answer a page with a form (besides JSON) when asked by a browser. */
const FORM_PAGES = new Set(['/api/saved-searches/unsubscribe']);

function policyFor(policies: ReturnType<typeof contentSecurityPolicies>, url: string, contentType: unknown) {
  const path = url.split('?')[0]!;
  if (FORM_PAGES.has(path) && String(contentType ?? '').startsWith('text/html')) return policies.form;
  if (path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`)) return policies.docs;
  if (path === '/api' || path.startsWith('/api/')) return policies.api;
  return policies.page;
}

/**
 * Headers that only act on a document (a page, or an answer opened in a tab): a script, style sheet, font or
 * image loaded by the page is governed by the page's own headers, so on those they are bytes for nothing —
 * about 1.5 kB on each of the dozens of files a page loads.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'referrer-policy',
  'x-frame-options',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'strict-transport-security',
];

/**
 * A file of the built web app that a page loads (script, style, font, raster image). Not a page, not an SVG
 * (which runs script when opened in a tab), not an API answer, not an error: those stay documents.
 */
function isWebSubresource(url: string, statusCode: number, contentType: unknown) {
  const path = url.split('?')[0]!;
  if (statusCode >= 400 || path === '/api' || path.startsWith('/api/')) return false;
  const type = String(contentType ?? '');
  return type !== '' && !type.startsWith('text/html') && !type.startsWith('image/svg');
}

/**
 * Pages, API answers, files and errors carry helmet's set with a deny-by-default frame policy, a referrer that
 * keeps paths to this site, HSTS only where the app is served over https, and a Content-Security-Policy chosen
 * by what the answer is. The web app's own scripts, styles, fonts and images keep only `nosniff`, the resource
 * policy (which is what stops another site embedding them) and their caching headers.
 */
export async function registerSecurityHeaders(app: FastifyInstance, appUrl: string, mapStyleUrls: string[]) {
  const https = new URL(appUrl).protocol === 'https:';
  const policies = contentSecurityPolicies(appUrl, mapStyleUrls);
  await app.register(helmet, {
    // Set below, chosen by the kind of answer.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // On http the header is ignored by browsers at best, and a wrong APP_URL would pin a host to https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isWebSubresource(request.url, reply.statusCode, reply.getHeader('content-type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return payload;
    }
    reply.header('content-security-policy', policyFor(policies, request.url, reply.getHeader('content-type')));
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    return payload;
  });
}

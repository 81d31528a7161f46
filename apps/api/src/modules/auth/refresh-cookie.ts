import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_TTL } from '@mietmatch/contract';

/**
 * The refresh token also travels as a cookie the page's scripts cannot read (HttpOnly), sent only to the
 * auth routes (Path) and never with a request started by another site (SameSite=Strict). On https the name
 * carries the `__Secure-` prefix, so a browser accepts it only with the Secure flag. The body answers of
 * login and refresh stay as the specification has them; a client that sends tokens in bodies works as before.
 */
export interface AuthCookie {
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
  read(request: FastifyRequest): string | undefined;
}
export type RefreshCookie = AuthCookie;

const PATH = '/api/auth';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;
const JWT_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function createRefreshCookie(secure: boolean): RefreshCookie {
  return authCookie('mietmatch_refresh', secure, TOKEN_TTL.refreshDays * 24 * 60 * 60, TOKEN_PATTERN);
}

/**
 * Set by sign-up, with the same attributes: a signed token naming the new account. The verification link
 * opened in this browser goes on to the plan choice; opened anywhere else it only verifies the address.
 */
function createSignupCookie(secure: boolean): AuthCookie {
  return authCookie('mietmatch_signup', secure, TOKEN_TTL.emailVerificationSeconds, JWT_PATTERN);
}

/** Both cookies of the auth routes, with the one `Secure` setting of the public address. */
export function createAuthCookies(secure: boolean) {
  return { refreshCookie: createRefreshCookie(secure), signupCookie: createSignupCookie(secure) };
}

function authCookie(baseName: string, secure: boolean, maxAgeSeconds: number, pattern: RegExp): AuthCookie {
  const name = secure ? `__Secure-${baseName}` : baseName;
  const attributes = `Path=${PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  const append = (reply: FastifyReply, cookie: string) => {
    const current = reply.getHeader('set-cookie');
    const list = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
    reply.header('set-cookie', [...list, cookie]);
  };
  return {
    set(reply, token) {
      append(reply, `${name}=${token}; Max-Age=${maxAgeSeconds}; ${attributes}`);
    },
    clear(reply) {
      append(reply, `${name}=; Max-Age=0; ${attributes}`);
    },
    read(request) {
      for (const part of (request.headers.cookie ?? '').split(';')) {
        const [key, ...rest] = part.trim().split('=');
        const value = rest.join('=');
        if (key === name && value.length <= 1000 && pattern.test(value)) return value;
      }
      return undefined;
    },
  };
}

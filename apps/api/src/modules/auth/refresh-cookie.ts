import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_TTL } from '@mietmatch/contract';

/**
 * The refresh token also travels as a cookie the page's scripts cannot read (HttpOnly), sent only to the
 * auth routes (Path) and never with a request started by another site (SameSite=Strict). On https the name
 * carries the `__Secure-` prefix, so a browser accepts it only with the Secure flag. The body answers of
 * login and refresh stay as the specification has them; a client that sends tokens in bodies works as before.
 */
export interface RefreshCookie {
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
  read(request: FastifyRequest): string | undefined;
}

const PATH = '/api/auth';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

export function createRefreshCookie(secure: boolean): RefreshCookie {
  const name = secure ? '__Secure-mietmatch_refresh' : 'mietmatch_refresh';
  const attributes = `Path=${PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  const append = (reply: FastifyReply, cookie: string) => {
    const current = reply.getHeader('set-cookie');
    const list = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
    reply.header('set-cookie', [...list, cookie]);
  };
  return {
    set(reply, token) {
      append(reply, `${name}=${token}; Max-Age=${TOKEN_TTL.refreshDays * 24 * 60 * 60}; ${attributes}`);
    },
    clear(reply) {
      append(reply, `${name}=; Max-Age=0; ${attributes}`);
    },
    read(request) {
      for (const part of (request.headers.cookie ?? '').split(';')) {
        const [key, ...rest] = part.trim().split('=');
        const value = rest.join('=');
        if (key === name && TOKEN_PATTERN.test(value)) return value;
      }
      return undefined;
    },
  };
}

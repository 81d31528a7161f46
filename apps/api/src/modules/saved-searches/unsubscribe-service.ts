import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JwtService } from '../../lib/jwt.ts';
import * as q from './queries.ts';
import { readUnsubscribeToken, type AlertTarget } from './unsubscribe-token.ts';

/** What an unsubscribe link stops: the saved search's name, or a request's target city. */
export interface UnsubscribeSubject {
  target: AlertTarget['kind'];
  name: string;
  /** Alerts are still on (the page offers the button) or already off. */
  active: boolean;
}

/**
 * The unsubscribe link of an alert mail, without a session: the signed token names the member
 * and one target, which must be the member's own. A bad or expired token is the token's error
 * (400); a target that is gone or another member's is not found.
 */
export function createUnsubscribeService(d: { db: Db; jwt: JwtService }) {
  async function read(token: string | undefined) {
    const claims = token ? await readUnsubscribeToken(d.jwt, token) : null;
    if (!claims) throw new AppError('ValidationFailed', { fields: { token: 'invalidValue' } });
    return claims;
  }

  return {
    /** What the link would stop; changes nothing (mail scanners open links). */
    async preview(token: string | undefined): Promise<UnsubscribeSubject> {
      const { userId, target } = await read(token);
      if (target.kind === 'savedSearch') {
        const row = await q.findOwnSavedSearch(d.db, userId, target.id);
        if (!row) throw new AppError('NotFound');
        return { target: target.kind, name: row.name, active: row.alert !== 'off' };
      }
      const row = await q.findOwnRequestAlerts(d.db, userId, target.id);
      if (!row) throw new AppError('NotFound');
      return { target: target.kind, name: row.targetCity ?? '', active: row.alertsEnabled };
    },

    /** Turns the target's alerts off; doing it again changes nothing and answers the same. */
    async unsubscribe(token: string | undefined): Promise<UnsubscribeSubject> {
      const { userId, target } = await read(token);
      if (target.kind === 'savedSearch') {
        const row = await q.updateSavedSearch(d.db, userId, target.id, { alert: 'off' });
        if (!row) throw new AppError('NotFound');
        return { target: target.kind, name: row.name, active: false };
      }
      const row = await q.disableRequestAlerts(d.db, userId, target.id);
      if (!row) throw new AppError('NotFound');
      return { target: target.kind, name: row.targetCity ?? '', active: false };
    },
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;

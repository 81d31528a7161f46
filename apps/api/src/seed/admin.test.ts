import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createUser, PASSWORD } from '../../test/factories.ts';
import { ensureAdmin } from './admin.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginAs = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('the configured admin', () => {
  it('restores a blocked, deleted account with its email as an admin who signs in with the new password', async () => {
    const user = await createUser(t.database.db, { role: 'client', isBlocked: true, isSoftDeleted: true });
    expect((await loginAs(user.email, PASSWORD)).json().code).toBe('Blocked');
    await ensureAdmin(t.database.db, { email: user.email, password: 'ein-neues-passwort' });
    const res = await loginAs(user.email, 'ein-neues-passwort');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', userId: user.id });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, rememberRole, saveSession } from './auth-session';

describe("the member's role kept for the page's frame", () => {
  afterEach(() => localStorage.clear());

  it('is kept with the member it belongs to, and leaves with the session', () => {
    saveSession({ accessToken: 'token', userId: 'tenant-1' });
    rememberRole('tenant-1', 'client');
    // boot.js reads it before any script of the app: "<userId> <role>".
    expect(localStorage.getItem('role')).toBe('tenant-1 client');
    clearSession();
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });
});

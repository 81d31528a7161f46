import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LOGIN_GATE_CODES } from '@mietmatch/contract';
import { AppError, ERROR_STATUS } from './app-error.ts';

describe('one status per error code', () => {
  it('gives every code of the contract an HTTP error status, and nothing else', () => {
    for (const code of ERROR_CODES) {
      const status = (ERROR_STATUS as Record<string, number | undefined>)[code];
      expect(status, code).toBeTypeOf('number');
      expect(status! >= 400 && status! <= 599, `${code}: ${status}`).toBe(true);
      expect(new AppError(code).status, code).toBe(status);
    }
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('answers the login gates with 403 and a plan that ends while signed in with 402', () => {
    for (const code of LOGIN_GATE_CODES) expect(new AppError(code).status, code).toBe(403);
    expect(new AppError('PaymentRequired').status).toBe(402);
  });
});

import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { fromOutage } from './unavailable.ts';

const withCode = (code: string, message = 'driver error') => Object.assign(new Error(message), { code });
/** The driver's error as Drizzle hands it on: wrapped, the cause carrying the detail. */
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('an unavailable database or Redis is 503 ServiceUnavailable with Retry-After', () => {
  it('maps refused and cut connections, timeouts and shutdowns, also through Drizzle’s wrapper', () => {
    for (const err of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
      wrapped(new Error('Query read timeout')),
      wrapped(withCode('57014', 'canceling statement due to statement timeout')),
      wrapped(withCode('57P01', 'terminating connection due to administrator command')),
      wrapped(withCode('57P03', 'the database system is starting up')),
      wrapped(withCode('08006', 'connection failure')),
      wrapped(withCode('53300', 'sorry, too many clients already')),
      Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }),
      new Error('Command timed out'),
      // Object storage through the AWS SDK: a timeout, and the store answering 503.
      Object.assign(new Error('Connection timed out after 1500 ms'), { name: 'TimeoutError' }),
      Object.assign(new Error('Please reduce your request rate.'), {
        name: 'SlowDown',
        $metadata: { httpStatusCode: 503 },
      }),
    ]) {
      const answer = fromOutage(err);
      expect(answer, String(err)).toMatchObject({ code: 'ServiceUnavailable', status: 503 });
      expect(Number(answer?.details.headers?.['Retry-After'])).toBeGreaterThan(0);
    }
  });

  it('leaves the request’s own faults and our bugs alone', () => {
    expect(fromOutage(wrapped(withCode('23505')))).toBeNull();
    expect(fromOutage(wrapped(withCode('42P01', 'relation does not exist')))).toBeNull();
    expect(fromOutage(new TypeError('x is undefined'))).toBeNull();
  });
});

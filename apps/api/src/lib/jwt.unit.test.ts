import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignJWT, jwtVerify } from 'jose';
import { TestClock } from './clock.ts';
import { createJwtService } from './jwt.ts';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123';
const key = new TextEncoder().encode(SECRET);
const claims = {
  sub: '5b0c7a4e-4a57-4c59-9d0e-4f8a1d2b3c4d',
  typ: 'access' as const,
  sid: '0f1e2d3c-4b5a-4697-8877-665544332211',
};
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const hs256 = (input: string, secret = SECRET) => createHmac('sha256', secret).update(input).digest('base64url');

/** A token with any header and payload, signed with HMAC-SHA256 over exactly those parts. */
function forge(header: unknown, payload: unknown, secret = SECRET) {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${hs256(input, secret)}`;
}

function service() {
  const clock = new TestClock();
  return { clock, jwt: createJwtService(SECRET, clock) };
}

describe('access tokens', () => {
  it('are the compact HS256 tokens jose writes, and either side verifies the other', async () => {
    const { clock, jwt } = service();
    // One instant for both, given to each: a second passing between the two lines changes nothing.
    const issuedAt = clock.now();
    const now = Math.floor(issuedAt.getTime() / 1000);
    const ours = await jwt.sign(claims, 900, issuedAt);
    const theirs = await new SignJWT({ typ: claims.typ, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 900)
      .sign(key);
    expect(ours).toBe(theirs);
    const { payload, protectedHeader } = await jwtVerify(ours, key, { algorithms: ['HS256'] });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: claims.sub, typ: 'access', sid: claims.sid });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(900);
    expect(await jwt.verify(theirs, 'access')).toEqual(claims);
  });

  it('signed for an earlier instant are that instant’s token again; signed now, a later one', async () => {
    const { clock, jwt } = service();
    const issuedAt = clock.now();
    const first = await jwt.sign(claims, 900, issuedAt);
    clock.advance(5000);
    expect(await jwt.sign(claims, 900, issuedAt)).toBe(first);
    const later = await jwt.sign(claims, 900);
    expect(later).not.toBe(first);
    const iat = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).iat;
    expect(iat(later) - iat(first)).toBeGreaterThanOrEqual(5);
  });

  it('carry no session id on a checkout token, and one type is not taken for the other', async () => {
    const { jwt } = service();
    const checkout = await jwt.sign({ sub: claims.sub, typ: 'checkout' }, 600);
    expect(await jwt.verify(checkout, 'checkout')).toEqual({ sub: claims.sub, typ: 'checkout', sid: undefined });
    expect(await jwt.verify(checkout, 'access')).toBeNull();
    expect(await jwt.verify(await jwt.sign(claims, 600), 'checkout')).toBeNull();
  });

  it('carry the decision on a complaint link, which works for nothing else and nothing else for it', async () => {
    const { jwt } = service();
    const dec = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
    const complaint = await jwt.sign({ sub: claims.sub, typ: 'complaint', dec }, 600);
    expect(await jwt.verify(complaint, 'complaint')).toEqual({ sub: claims.sub, typ: 'complaint', dec });
    expect(await jwt.verify(complaint, 'access')).toBeNull();
    expect(await jwt.verify(complaint, 'checkout')).toBeNull();
    expect(await jwt.verify(await jwt.sign(claims, 600), 'complaint')).toBeNull();
    // Signed right but without the decision it is for.
    const exp = Math.floor(Date.now() / 1000) + 600;
    expect(
      await jwt.verify(forge({ alg: 'HS256' }, { typ: 'complaint', sub: claims.sub, exp }), 'complaint'),
    ).toBeNull();
  });

  it('refuse a tampered signature or payload and a token signed with another secret', async () => {
    const { jwt } = service();
    const token = await jwt.sign(claims, 900);
    const [h, p, s] = token.split('.') as [string, string, string];
    const flipped = `${s.slice(0, 10)}${s[10] === 'A' ? 'B' : 'A'}${s.slice(11)}`;
    expect(await jwt.verify(`${h}.${p}.${flipped}`, 'access')).toBeNull();
    expect(await jwt.verify(`${h}.${p}.`, 'access')).toBeNull();
    expect(await jwt.verify(`${h}.${p}.${s}x`, 'access')).toBeNull();
    const other = JSON.parse(Buffer.from(p, 'base64url').toString());
    expect(
      await jwt.verify(`${h}.${b64({ ...other, sub: '00000000-0000-4000-8000-000000000000' })}.${s}`, 'access'),
    ).toBeNull();
    expect(
      await createJwtService('another-secret-another-secret-0123456789', new TestClock()).verify(token, 'access'),
    ).toBeNull();
    for (const junk of ['', 'abc', 'a.b', 'a.b.c', `${token}.x`, `${h}..${s}`])
      expect(await jwt.verify(junk, 'access')).toBeNull();
  });

  it('refuse any header but HS256: none, HS512, RS256, critical extensions', async () => {
    const { clock, jwt } = service();
    const now = Math.floor(clock.now().getTime() / 1000);
    const payload = { typ: 'access', sid: claims.sid, sub: claims.sub, iat: now, exp: now + 900 };
    expect(await jwt.verify(forge({ alg: 'HS256' }, payload), 'access')).toEqual(claims);
    expect(await jwt.verify(`${b64({ alg: 'none' })}.${b64(payload)}.`, 'access')).toBeNull();
    // Correctly signed over its own bytes with the right secret, yet the header names another algorithm.
    expect(await jwt.verify(forge({ alg: 'none' }, payload), 'access')).toBeNull();
    expect(await jwt.verify(forge({ alg: 'RS256' }, payload), 'access')).toBeNull();
    expect(await jwt.verify(forge({ alg: 'HS256', crit: ['exp'] }, payload), 'access')).toBeNull();
    const hs512 = await new SignJWT(payload).setProtectedHeader({ alg: 'HS512' }).sign(key);
    expect(await jwt.verify(hs512, 'access')).toBeNull();
  });

  it('refuse an expired token from its expiry second on, and a token without expiry', async () => {
    const { clock, jwt } = service();
    const token = await jwt.sign(claims, 900);
    const exp = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;
    clock.advance(exp * 1000 - clock.now().getTime() - 1000);
    expect(await jwt.verify(token, 'access')).toEqual(claims);
    clock.advance(1000);
    expect(await jwt.verify(token, 'access')).toBeNull();
    clock.reset();
    const now = Math.floor(clock.now().getTime() / 1000);
    expect(
      await jwt.verify(
        forge({ alg: 'HS256' }, { typ: 'access', sid: claims.sid, sub: claims.sub, iat: now }),
        'access',
      ),
    ).toBeNull();
    expect(
      await jwt.verify(forge({ alg: 'HS256' }, { typ: 'access', sub: claims.sub, exp: String(now + 900) }), 'access'),
    ).toBeNull();
    expect(
      await jwt.verify(
        forge({ alg: 'HS256' }, { typ: 'access', sub: claims.sub, exp: now + 900, nbf: now + 60 }),
        'access',
      ),
    ).toBeNull();
    expect(await jwt.verify(forge({ alg: 'HS256' }, ['access']), 'access')).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKeyRing, createPairSealer, hashToken, newRefreshToken } from './auth.tokens.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const NOW = new Date('2026-11-21T03:00:00.000Z');
describe('access token key ring', () => {
  const ring = createKeyRing(SECRET);
  const claims = fc.record({
    memberId: fc.integer({ min: 1, max: 2 ** 31 }),
    sessionId: fc.stringMatching(/^[0-9a-f]{32}$/),
  });

  it('verifies what it signed, with the same member and session', async () => {
    await fc.assert(
      fc.asyncProperty(claims, async (input) => {
        const verdict = await ring.verify(await ring.sign(input, NOW, 1800), NOW);
        expect(verdict).toEqual({
          kind: 'valid',
          claims: { ...input, expiresAt: new Date(NOW.getTime() + 1800_000) },
        });
      }),
      { numRuns: 50 },
    );
  });

  it('refuses any changed claim under the original signature', async () => {
    await fc.assert(
      fc.asyncProperty(
        claims,
        fc.constantFrom('sub', 'sid', 'aud', 'iss', 'exp'),
        fc.oneof(fc.string(), fc.integer()),
        async (input, field, value) => {
          const [header, payload, signature] = (await ring.sign(input, NOW, 1800)).split('.');
          const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
          fc.pre(decoded[field] !== value);
          const forged = Buffer.from(JSON.stringify({ ...decoded, [field]: value })).toString('base64url');
          expect((await ring.verify(`${header}.${forged}.${signature}`, NOW)).kind).toBe('invalid');
        },
      ),
      { numRuns: 100 },
    );
  });

  it('never accepts or throws on arbitrary input', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (value) => {
        expect((await ring.verify(value, NOW)).kind).toBe('invalid');
      }),
      { numRuns: 200 },
    );
  });

  it('expires a token exactly at its expiry (5 s leeway for clocks), never before', async () => {
    const token = await ring.sign({ memberId: 7, sessionId: 'a'.repeat(32) }, NOW, 1800);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2000 }), async (seconds) => {
        const verdict = await ring.verify(token, new Date(NOW.getTime() + seconds * 1000));
        expect(verdict.kind).toBe(seconds < 1800 + 5 ? 'valid' : 'expired');
      }),
      { numRuns: 100 },
    );
  });

  it('answers a token it has verified before exactly as a fresh verification would, at any time', async () => {
    const token = await ring.sign({ memberId: 9, sessionId: 'c'.repeat(32) }, NOW, 1800);
    expect((await ring.verify(token, NOW)).kind).toBe('valid');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -100, max: 4000 }), fc.boolean(), async (seconds, ignoreExpiry) => {
        const at = new Date(NOW.getTime() + seconds * 1000);
        const fresh = await createKeyRing(SECRET).verify(token, at, { ignoreExpiry });
        expect(await ring.verify(token, at, { ignoreExpiry })).toEqual(fresh);
      }),
      { numRuns: 100 },
    );
    // A token verified once lends nothing to another one with its claims but a changed signature.
    const [header, payload, signature = ''] = token.split('.');
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('A') ? 'BA' : 'AA'}`;
    expect((await ring.verify(altered, NOW)).kind).toBe('invalid');
  });

  it('keeps verifying tokens of a previous key after rotation, and only those listed', async () => {
    const old = await ring.sign({ memberId: 7, sessionId: 'b'.repeat(32) }, NOW, 1800);
    const rotated = createKeyRing('the-next-secret-that-is-at-least-32-chars', [SECRET]);
    expect((await rotated.verify(old, NOW)).kind).toBe('valid');
    expect((await createKeyRing('the-next-secret-that-is-at-least-32-chars').verify(old, NOW)).kind).toBe(
      'invalid',
    );
  });
});

describe('refresh tokens', () => {
  it('are 256-bit random strings stored only as their sha256', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newRefreshToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
      expect(hashToken(token)).not.toContain(token);
    }
  });
});

describe('createPairSealer', () => {
  const NEXT = 'the-next-secret-after-a-rotation-000000000';
  it('opens what it sealed for the same row only, and across a secret rotation while listed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (plaintext) => {
        const sealed = createPairSealer(SECRET).seal(plaintext, 'row-a');
        expect(createPairSealer(SECRET).open(sealed, 'row-a')).toBe(plaintext);
        expect(createPairSealer(NEXT, [SECRET]).open(sealed, 'row-a')).toBe(plaintext);
        expect(createPairSealer(NEXT).open(sealed, 'row-a')).toBeUndefined();
        expect(createPairSealer(SECRET).open(sealed, 'row-b')).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });

  it('refuses anything altered or not sealed at all', () => {
    const sealer = createPairSealer(SECRET);
    const sealed = sealer.seal('{"refreshToken":"r2"}', 'row-a');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('refreshToken');
    const raw = Buffer.from(sealed, 'base64url');
    for (const index of [0, 12, 20, raw.length - 1]) {
      const altered = Buffer.from(raw);
      altered[index] = (altered[index] ?? 0) ^ 1;
      expect(sealer.open(altered.toString('base64url'), 'row-a')).toBeUndefined();
    }
    for (const junk of ['', 'abc', 'x'.repeat(100), '{"refreshToken":"r2"}']) {
      expect(sealer.open(junk, 'row-a')).toBeUndefined();
    }
  });
});

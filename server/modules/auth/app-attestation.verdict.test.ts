import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_TTL_MS, checkIntegrityVerdict } from './app-attestation.ts';

/**
 * checkIntegrityVerdict passes a verdict exactly when every condition holds (docs/app-attestation.md):
 * our nonce, our package, PLAY_RECOGNIZED, MEETS_DEVICE_INTEGRITY among the device labels, and a
 * timestamp no older than the challenge's lifetime (30 s ahead tolerated). Anything else, including
 * whatever a verifier might send that is not a verdict, fails without throwing.
 */
const NOW = new Date('2026-11-21T03:00:00.000Z');
const NONCE = 'q3Zp0n8yJd5bWm2vXk7cR1aT4sHf6gLe9uNi0oPrQwE';
const PACKAGE = 'kr.jecheol.app';
const expected = { nonce: NONCE, packageName: PACKAGE, now: NOW };

const deviceLabels = fc.subarray([
  'MEETS_BASIC_INTEGRITY',
  'MEETS_DEVICE_INTEGRITY',
  'MEETS_STRONG_INTEGRITY',
  'MEETS_VIRTUAL_INTEGRITY',
]);

const verdictCase = fc.record({
  nonce: fc.constantFrom(NONCE, `${NONCE}=`, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', undefined),
  requestPackageName: fc.constantFrom(PACKAGE, 'kr.jecheol.app.dev', 'com.example.repackaged'),
  appRecognitionVerdict: fc.constantFrom('PLAY_RECOGNIZED', 'UNRECOGNIZED_VERSION', 'UNEVALUATED'),
  appPackageName: fc.constantFrom(PACKAGE, 'com.example.repackaged', undefined),
  deviceRecognitionVerdict: fc.option(deviceLabels, { nil: undefined }),
  ageMs: fc.integer({ min: -2 * 60_000, max: 2 * CHALLENGE_TTL_MS }),
  timestampAsString: fc.boolean(),
});

type Case = typeof verdictCase extends fc.Arbitrary<infer T> ? T : never;

function verdictOf(c: Case) {
  const timestamp = NOW.getTime() - c.ageMs;
  return {
    tokenPayloadExternal: {
      requestDetails: {
        requestPackageName: c.requestPackageName,
        ...(c.nonce === undefined ? {} : { nonce: c.nonce }),
        timestampMillis: c.timestampAsString ? String(timestamp) : timestamp,
      },
      appIntegrity: {
        appRecognitionVerdict: c.appRecognitionVerdict,
        ...(c.appPackageName === undefined ? {} : { packageName: c.appPackageName }),
      },
      deviceIntegrity:
        c.deviceRecognitionVerdict === undefined
          ? {}
          : { deviceRecognitionVerdict: c.deviceRecognitionVerdict },
      accountDetails: { appLicensingVerdict: 'LICENSED' },
    },
  };
}

describe('checkIntegrityVerdict', () => {
  it('passes a verdict exactly when every condition holds', () => {
    fc.assert(
      fc.property(verdictCase, (c) => {
        const shouldPass =
          (c.nonce === NONCE || c.nonce === `${NONCE}=`) &&
          c.requestPackageName === PACKAGE &&
          c.appRecognitionVerdict === 'PLAY_RECOGNIZED' &&
          (c.appPackageName === undefined || c.appPackageName === PACKAGE) &&
          (c.deviceRecognitionVerdict?.includes('MEETS_DEVICE_INTEGRITY') ?? false) &&
          c.ageMs <= CHALLENGE_TTL_MS &&
          c.ageMs >= -30_000;
        expect(checkIntegrityVerdict(verdictOf(c), expected).ok).toBe(shouldPass);
      }),
      { numRuns: 2000 },
    );
  });

  it('fails, never throws, on anything that is not a verdict', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(checkIntegrityVerdict(value, expected)).toEqual({ ok: false, reason: 'malformed verdict' });
      }),
    );
  });

  it('names the reason of a refusal (the log says why a member got no bonus)', () => {
    const genuine = {
      nonce: NONCE,
      requestPackageName: PACKAGE,
      appRecognitionVerdict: 'PLAY_RECOGNIZED',
      appPackageName: PACKAGE,
      deviceRecognitionVerdict: ['MEETS_BASIC_INTEGRITY', 'MEETS_DEVICE_INTEGRITY'],
      ageMs: 1_000,
      timestampAsString: true,
    } satisfies Case;
    expect(checkIntegrityVerdict(verdictOf(genuine), expected)).toEqual({ ok: true });
    expect(
      checkIntegrityVerdict(
        verdictOf({ ...genuine, deviceRecognitionVerdict: ['MEETS_BASIC_INTEGRITY'] }),
        expected,
      ),
    ).toEqual({
      ok: false,
      reason: 'device integrity not met',
    });
    expect(checkIntegrityVerdict(verdictOf({ ...genuine, ageMs: CHALLENGE_TTL_MS + 1 }), expected)).toEqual({
      ok: false,
      reason: 'stale verdict',
    });
  });
});

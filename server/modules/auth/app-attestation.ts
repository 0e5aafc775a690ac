import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type AppAttestationPlatform,
  AUTH_HEADER,
  appAttestationChallengeSchema,
  appAttestationPlatformSchema,
  appAttestationTokenSchema,
} from '#contract/auth.ts';
import { type AppConfig, standInsMounted } from '../../config.ts';
import type { Db } from '../../db/schema.ts';
import { headerValue } from '../../http/bearer.ts';
import { AppError } from '../../http/errors.ts';
import { claimChallenge, deleteExpiredChallenges, insertChallenge } from './app-attestation.repository.ts';
import { absoluteUrl, type ProviderFetch } from './auth.providers.ts';
import { hashToken } from './auth.tokens.ts';

/**
 * The ONE adapter to the app attestations (docs/app-attestation.md). The app-login bonus is for a
 * sign-in from our native app on a genuine device, which the request itself (deviceType 1003) cannot
 * show: any client can claim it. So the app asks for a challenge, has the platform attest it (Play
 * Integrity on Android, App Attest on iOS) and sends the answer with the sign-in. Android tokens go to
 * Google's `decodeIntegrityToken`; App Attest has no such call (the attestation is verified against
 * Apple's certificate chain), so iOS tokens go to a verifier service we run that answers in the same
 * verdict shape. Both verdicts are checked by `checkIntegrityVerdict`. Where the stand-ins are mounted,
 * both endpoints default to the development stand-in (/dev-attest), which speaks these protocols.
 *
 * An attestation can only withhold the bonus, never the sign-in: anything missing, failing or slow is
 * "not attested".
 */

/** How long a challenge may be used, and how old a verdict may be. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** A verdict stamped this far ahead of our clock is still taken (the platforms' clocks drift a little). */
const FUTURE_SKEW_MS = 30_000;

export const DEV_ATTEST_PATH = '/dev-attest';

export interface AttestationEndpoints {
  packageName: string;
  bundleId: string;
  /** Play Integrity's base URL (`…/v1/{package}:decodeIntegrityToken` is appended). */
  playIntegrityUrl: string;
  playIntegrityCredentials: string;
  /** Undefined: nothing verifies iOS attestations here (no iOS sign-in earns the bonus). */
  appAttestVerifierUrl: string | undefined;
  appAttestVerifierCredentials: string;
  timeoutMs: number;
}

export function attestationEndpoints(config: AppConfig): AttestationEndpoints {
  const standIns = standInsMounted(config);
  return {
    packageName: config.APP_ATTESTATION_PACKAGE,
    bundleId: config.APP_ATTEST_BUNDLE_ID,
    playIntegrityUrl:
      config.PLAY_INTEGRITY_URL ??
      (standIns ? `${DEV_ATTEST_PATH}/play` : 'https://playintegrity.googleapis.com'),
    playIntegrityCredentials: config.PLAY_INTEGRITY_CREDENTIALS,
    appAttestVerifierUrl:
      config.APP_ATTEST_VERIFIER_URL ?? (standIns ? `${DEV_ATTEST_PATH}/app-attest/verify` : undefined),
    appAttestVerifierCredentials: config.APP_ATTEST_VERIFIER_CREDENTIALS,
    timeoutMs: config.APP_ATTESTATION_TIMEOUT_MS,
  };
}

/**
 * Play Integrity's `decodeIntegrityToken` answer, the parts we judge (the rest, account and
 * environment details, is let through and ignored). `timestampMillis` is an int64, which Google's
 * JSON writes as a string.
 */
export const integrityVerdictSchema = z.object({
  tokenPayloadExternal: z.object({
    requestDetails: z.object({
      requestPackageName: z.string(),
      nonce: z.string().optional(),
      timestampMillis: z.union([z.string().regex(/^\d{1,16}$/), z.number().int().nonnegative()]),
    }),
    appIntegrity: z.object({
      appRecognitionVerdict: z.string(),
      packageName: z.string().optional(),
    }),
    deviceIntegrity: z.object({
      deviceRecognitionVerdict: z.array(z.string()).optional(),
    }),
  }),
});
export type IntegrityVerdict = z.infer<typeof integrityVerdictSchema>;

export type VerdictCheck = { ok: true } | { ok: false; reason: string };

/** Base64 web-safe, with or without its padding: the platforms may hand the nonce back either way. */
const unpadded = (nonce: string) => nonce.replace(/=+$/, '');

/**
 * Whether a verdict vouches for our app (by name, as Play knows it) on a device that passes the
 * device-integrity check, for this challenge, just now. Pure: the tests try it on any verdict.
 */
export function checkIntegrityVerdict(
  verdict: unknown,
  expected: { nonce: string; packageName: string; now: Date },
): VerdictCheck {
  const parsed = integrityVerdictSchema.safeParse(verdict);
  if (!parsed.success) return { ok: false, reason: 'malformed verdict' };
  const { requestDetails, appIntegrity, deviceIntegrity } = parsed.data.tokenPayloadExternal;
  if (requestDetails.nonce === undefined || unpadded(requestDetails.nonce) !== unpadded(expected.nonce)) {
    return { ok: false, reason: 'nonce mismatch' };
  }
  if (requestDetails.requestPackageName !== expected.packageName) {
    return { ok: false, reason: 'requested for another package' };
  }
  if (appIntegrity.appRecognitionVerdict !== 'PLAY_RECOGNIZED') {
    return { ok: false, reason: `app not recognised (${appIntegrity.appRecognitionVerdict})` };
  }
  if (appIntegrity.packageName !== undefined && appIntegrity.packageName !== expected.packageName) {
    return { ok: false, reason: 'another app' };
  }
  if (!deviceIntegrity.deviceRecognitionVerdict?.includes('MEETS_DEVICE_INTEGRITY')) {
    return { ok: false, reason: 'device integrity not met' };
  }
  const age = expected.now.getTime() - Number(requestDetails.timestampMillis);
  if (!(age <= CHALLENGE_TTL_MS && age >= -FUTURE_SKEW_MS)) return { ok: false, reason: 'stale verdict' };
  return { ok: true };
}

/** The three attestation headers of a sign-in. */
export interface AttestationHeaders {
  platform: AppAttestationPlatform;
  token: string;
  challenge: string;
}

export const ATTESTATION_MESSAGES = {
  incomplete:
    '앱 인증 헤더(X-App-Attestation, X-App-Attestation-Platform, X-App-Attestation-Challenge)는 셋 다 보내거나 모두 빼야 합니다.',
  platform: '앱 인증 플랫폼(X-App-Attestation-Platform)은 android 또는 ios여야 합니다.',
} as const;

/**
 * The sign-in's attestation headers: null when none is sent. Some but not all, or one that is not of
 * its form, is a bug of the client (400, code 12), as a malformed deviceUuid is; the app can always
 * sign in without them.
 */
export function attestationHeadersOf(request: FastifyRequest): AttestationHeaders | null {
  const token = headerValue(request, AUTH_HEADER.appAttestation)?.trim() || undefined;
  const platform = headerValue(request, AUTH_HEADER.appAttestationPlatform)?.trim() || undefined;
  const challenge = headerValue(request, AUTH_HEADER.appAttestationChallenge)?.trim() || undefined;
  if (token === undefined && platform === undefined && challenge === undefined) return null;
  if (token === undefined || platform === undefined || challenge === undefined) {
    throw new AppError('NOT_MATCHED', ATTESTATION_MESSAGES.incomplete);
  }
  const parsedPlatform = appAttestationPlatformSchema.safeParse(platform);
  if (!parsedPlatform.success) throw new AppError('NOT_MATCHED', ATTESTATION_MESSAGES.platform);
  for (const [schema, value] of [
    [appAttestationTokenSchema, token],
    [appAttestationChallengeSchema, challenge],
  ] as const) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new AppError('NOT_MATCHED', parsed.error.issues[0]?.message);
  }
  return { platform: parsedPlatform.data, token, challenge };
}

/** A new challenge for this device; the expired ones go first, so the table holds only live ones. */
export async function issueChallenge(
  db: Db,
  input: { deviceUuid: string | null; now: Date },
): Promise<{ challenge: string; expiresAt: Date }> {
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + CHALLENGE_TTL_MS);
  await deleteExpiredChallenges(db, input.now.toISOString());
  await insertChallenge(db, {
    challenge_hash: hashToken(challenge),
    device_uuid: input.deviceUuid,
    created_at: input.now.toISOString(),
    expires_at: expiresAt.toISOString(),
    used_at: null,
  });
  return { challenge, expiresAt };
}

export interface AppAttestation {
  /**
   * Consumes the challenge and asks the platform's verifier about the token: true only for a verdict
   * that passes `checkIntegrityVerdict`. Never throws; each "no" is logged with its reason.
   */
  verify(
    attestation: AttestationHeaders,
    context: { deviceUuid: string | null; now: Date; log: FastifyBaseLogger },
  ): Promise<boolean>;
}

export function createAppAttestation(
  db: Db,
  fetchFn: ProviderFetch,
  endpoints: AttestationEndpoints,
): AppAttestation {
  /** The verifier's answer for this token, or the reason there is none. */
  async function askVerifier(
    attestation: AttestationHeaders,
  ): Promise<{ kind: 'answer'; body: unknown } | { kind: 'failed'; reason: string }> {
    const android = attestation.platform === 'android';
    const url = android
      ? `${endpoints.playIntegrityUrl.replace(/\/+$/, '')}/v1/${encodeURIComponent(endpoints.packageName)}:decodeIntegrityToken`
      : endpoints.appAttestVerifierUrl;
    if (url === undefined) return { kind: 'failed', reason: 'no App Attest verifier is configured' };
    const request = android
      ? { integrity_token: attestation.token }
      : { attestation: attestation.token, challenge: attestation.challenge, bundleId: endpoints.bundleId };
    const credentials = android ? endpoints.playIntegrityCredentials : endpoints.appAttestVerifierCredentials;
    let response: Response;
    try {
      response = await fetchFn(absoluteUrl(url), {
        method: 'POST',
        headers: { authorization: `Bearer ${credentials}`, 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(endpoints.timeoutMs),
      });
    } catch (error) {
      return { kind: 'failed', reason: `verifier unreachable: ${(error as Error).message}` };
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status !== 200) return { kind: 'failed', reason: `verifier answered ${response.status}` };
    return { kind: 'answer', body };
  }

  return {
    async verify(attestation, { deviceUuid, now, log }) {
      try {
        // Claimed before the platform is asked: of parallel sign-ins with one challenge, one gets this far.
        const claimed = await claimChallenge(db, {
          challengeHash: hashToken(attestation.challenge),
          deviceUuid,
          now: now.toISOString(),
        });
        if (!claimed) {
          log.info({ platform: attestation.platform }, 'app attestation: challenge unknown, used or expired');
          return false;
        }
        const answer = await askVerifier(attestation);
        if (answer.kind === 'failed') {
          log.warn({ platform: attestation.platform, reason: answer.reason }, 'app attestation not verified');
          return false;
        }
        const check = checkIntegrityVerdict(answer.body, {
          nonce: attestation.challenge,
          packageName: attestation.platform === 'android' ? endpoints.packageName : endpoints.bundleId,
          now,
        });
        if (!check.ok) {
          log.warn({ platform: attestation.platform, reason: check.reason }, 'app attestation refused');
        }
        return check.ok;
      } catch (error) {
        log.error({ err: error }, 'app attestation could not be checked');
        return false;
      }
    },
  };
}

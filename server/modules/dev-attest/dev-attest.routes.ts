import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { appAttestationPlatformSchema } from '#contract/auth.ts';
import { standInsMounted } from '../../config.ts';
import { headerValue } from '../../http/bearer.ts';
import { attestationEndpoints, DEV_ATTEST_PATH } from '../auth/app-attestation.ts';

/**
 * The development app attestation (docs/app-attestation.md): what the native app's platform and its
 * verifier do, on this same server, so the server's real attestation code runs against it. Mounted
 * only with the stand-ins (DEV_STAND_INS), never in production.
 *
 * - `POST /dev-attest/token` plays the device: Play Integrity's `requestIntegrityToken(nonce)` or App
 *   Attest's `attestKey(clientDataHash)`. It answers `{ token }` for a nonce and the verdict the
 *   caller wants (an end-to-end test, or a developer's curl).
 * - `POST /dev-attest/play/v1/{package}:decodeIntegrityToken` is Google's call: `{ integrity_token }`
 *   in, `{ tokenPayloadExternal }` out, 400 INVALID_ARGUMENT for a token it did not issue.
 * - `POST /dev-attest/app-attest/verify` is our App Attest verifier: `{ attestation, challenge,
 *   bundleId }` in, the same verdict shape out.
 *
 * Tokens are short JWTs signed with a key derived from JWT_SECRET (the real ones are encrypted and
 * signed by Google or Apple): a client cannot make one up, only the stand-in's own issue call can.
 */
export const DEV_VERDICTS = ['genuine', 'unrecognized-app', 'no-device-integrity', 'stale'] as const;
export type DevVerdict = (typeof DEV_VERDICTS)[number];

const tokenRequest = z.object({
  nonce: z.string().min(1).max(200),
  platform: appAttestationPlatformSchema,
  verdict: z.enum(DEV_VERDICTS).default('genuine'),
  /** The app asking: by default the configured package (Android) or bundle id (iOS). */
  packageName: z.string().min(1).max(255).optional(),
});

const decodeRequest = z.object({ integrity_token: z.string().min(1).max(16_384) });
const verifyRequest = z.object({
  attestation: z.string().min(1).max(16_384),
  challenge: z.string().min(1).max(200),
  bundleId: z.string().min(1).max(255),
});

const tokenClaims = z.object({
  platform: appAttestationPlatformSchema,
  nonce: z.string(),
  verdict: z.enum(DEV_VERDICTS),
  packageName: z.string(),
  timestampMillis: z.number().int(),
});
type TokenClaims = z.infer<typeof tokenClaims>;

const STALE_MS = 10 * 60_000;
const ISSUER = 'jecheol-dev-attest';

export async function devAttestModule(app: FastifyInstance): Promise<void> {
  if (!standInsMounted(app.config)) return;
  const endpoints = attestationEndpoints(app.config);
  const key = createHash('sha256').update(`dev-attest:${app.config.JWT_SECRET}`).digest();
  const hidden = { schema: { hide: true } };

  const bearerOk = (request: FastifyRequest, credentials: string) =>
    headerValue(request, 'authorization') === `Bearer ${credentials}`;
  // Google's error body (google.rpc.Status), which our adapter only reads as "not 200".
  const googleError = (reply: FastifyReply, status: number, code: string, message: string) =>
    reply.status(status).send({ error: { code: status, message, status: code } });

  async function readToken(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      return tokenClaims.safeParse(payload).data;
    } catch {
      return undefined;
    }
  }

  app.post(`${DEV_ATTEST_PATH}/token`, hidden, async (request, reply) => {
    const parsed = tokenRequest.safeParse(request.body);
    if (!parsed.success) return googleError(reply, 400, 'INVALID_ARGUMENT', 'nonce and platform needed');
    const { nonce, platform, verdict } = parsed.data;
    const packageName =
      parsed.data.packageName ?? (platform === 'android' ? endpoints.packageName : endpoints.bundleId);
    const now = app.now().getTime();
    const claims: TokenClaims = {
      platform,
      nonce,
      verdict,
      packageName,
      timestampMillis: verdict === 'stale' ? now - STALE_MS : now,
    };
    const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer(ISSUER).sign(key);
    return { token };
  });

  app.post(`${DEV_ATTEST_PATH}/play/v1/:call`, hidden, async (request, reply) => {
    const call = (request.params as { call: string }).call;
    const match = /^(.+):decodeIntegrityToken$/.exec(call);
    if (!match) return googleError(reply, 404, 'NOT_FOUND', 'unknown method');
    if (!bearerOk(request, endpoints.playIntegrityCredentials)) {
      return googleError(reply, 401, 'UNAUTHENTICATED', 'missing or invalid credentials');
    }
    const body = decodeRequest.safeParse(request.body).data;
    const claims = body ? await readToken(body.integrity_token) : undefined;
    // Google decodes a token only for the package it was made for, and only Play's own tokens.
    if (claims?.platform !== 'android' || claims.packageName !== match[1]) {
      return googleError(reply, 400, 'INVALID_ARGUMENT', 'Integrity token cannot be decoded');
    }
    return verdictOf(claims);
  });

  app.post(`${DEV_ATTEST_PATH}/app-attest/verify`, hidden, async (request, reply) => {
    if (!bearerOk(request, endpoints.appAttestVerifierCredentials)) {
      return reply.status(401).send({ error: 'unauthorised' });
    }
    const body = verifyRequest.safeParse(request.body).data;
    const claims = body && (await readToken(body.attestation));
    // An App Attest attestation is bound to SHA-256(challenge) and to the app's App ID.
    if (!body || !claims || claims.platform !== 'ios' || claims.packageName !== body.bundleId) {
      return reply.status(400).send({ error: 'attestation does not verify' });
    }
    if (claims.nonce !== body.challenge) return reply.status(400).send({ error: 'challenge mismatch' });
    return verdictOf(claims);
  });
}

/** The verdict Play Integrity (or our App Attest verifier) gives for what the token says. */
function verdictOf(claims: TokenClaims) {
  return {
    tokenPayloadExternal: {
      requestDetails: {
        requestPackageName: claims.packageName,
        nonce: claims.nonce,
        timestampMillis: String(claims.timestampMillis),
      },
      appIntegrity: {
        appRecognitionVerdict:
          claims.verdict === 'unrecognized-app' ? 'UNRECOGNIZED_VERSION' : 'PLAY_RECOGNIZED',
        packageName: claims.packageName,
        versionCode: '1',
      },
      deviceIntegrity: {
        deviceRecognitionVerdict: claims.verdict === 'no-device-integrity' ? [] : ['MEETS_DEVICE_INTEGRITY'],
      },
      accountDetails: { appLicensingVerdict: 'LICENSED' },
    },
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_HEADER,
  appAttestationChallenge,
  deleteToken,
  refreshToken,
  socialSignIn,
  validateToken,
} from '#contract/auth.ts';
import { accessTokenOf, bareToken, headerValue } from '../../http/bearer.ts';
import { registerEndpoint } from '../../http/register.ts';
import { createShopAccounts, shopAccountsOptions } from '../account/shop-accounts.ts';
import {
  attestationEndpoints,
  attestationHeadersOf,
  createAppAttestation,
  issueChallenge,
} from './app-attestation.ts';
import { appleLandingRoute } from './auth.apple-landing.ts';
import { memberOf, optionalDeviceUuid } from './auth.guard.ts';
import {
  createAppleVerifier,
  createProviderFetch,
  fetchNaverIdentity,
  type ProviderFetch,
  providerEndpoints,
} from './auth.providers.ts';
import { type AuthContext, logout, type Providers, refreshTokens, signInOrUp } from './auth.service.ts';
import { createPairSealer } from './auth.tokens.ts';

export interface AuthModuleOptions {
  /** How provider endpoints are reached; tests may pass their own. Default: global fetch, and this server via inject. */
  fetch?: ProviderFetch;
}

/** The auth service: social sign-in and the three token calls (spec section 7). */
export async function authModule(app: FastifyInstance, options: AuthModuleOptions = {}): Promise<void> {
  const endpoints = providerEndpoints(app.config);
  const fetchFn = options.fetch ?? createProviderFetch(app);
  const appleVerifier = createAppleVerifier(endpoints, fetchFn);
  const providers: Providers = {
    naver: (token) => fetchNaverIdentity(fetchFn, endpoints.naverProfileUrl, token),
    apple: (idToken, nonce) => appleVerifier.verify(idToken, nonce, app.now()),
  };
  const appAttestation = createAppAttestation(app.database.db, fetchFn, attestationEndpoints(app.config));
  const pairs = createPairSealer(app.config.JWT_SECRET, app.config.JWT_PREVIOUS_SECRETS);
  const shopAccounts = createShopAccounts(app, shopAccountsOptions(app.config));
  const context = (request: FastifyRequest): AuthContext => ({
    db: app.database.db,
    config: app.config,
    keys: app.accessTokens,
    pairs,
    now: app.now(),
    log: request.log,
    shopAccounts,
    sessionEnded: (memberId) => app.dropKeptAnswers(memberId),
  });

  // Sign-in and refresh have their own, stricter limits (AUTH_SIGNIN_RATE_LIMIT, AUTH_REFRESH_RATE_LIMIT),
  // attached with every other limit by server/plugins/external/rate-limit.ts.
  registerEndpoint(app, socialSignIn, async ({ body, request }) => {
    const ctx = context(request);
    const deviceUuid = optionalDeviceUuid(request);
    // Read (and refused when malformed) before anything happens; verified only after the sign-in.
    const attestation = attestationHeadersOf(request);
    return signInOrUp(ctx, providers, {
      body,
      providerToken: bareToken(headerValue(request, AUTH_HEADER.providerToken)),
      deviceUuid,
      clickKey: headerValue(request, AUTH_HEADER.clickKey)?.trim().slice(0, 100) || null,
      appAttested: async () =>
        attestation !== null &&
        appAttestation.verify(attestation, { deviceUuid, now: ctx.now, log: ctx.log }),
    });
  });

  registerEndpoint(app, appAttestationChallenge, async ({ request }) => {
    const { challenge, expiresAt } = await issueChallenge(app.database.db, {
      deviceUuid: optionalDeviceUuid(request),
      now: app.now(),
    });
    return { challenge, expireDt: expiresAt.toISOString() };
  });

  registerEndpoint(app, refreshToken, async ({ request }) =>
    refreshTokens(context(request), {
      refreshToken: bareToken(headerValue(request, AUTH_HEADER.refreshToken)),
      deviceUuid: optionalDeviceUuid(request),
    }),
  );

  registerEndpoint(app, deleteToken, async ({ request }) => {
    await logout(context(request), {
      accessToken: accessTokenOf(request),
      refreshToken: bareToken(headerValue(request, AUTH_HEADER.refreshToken)),
    });
    return { isLoggedOut: true as const };
  });

  await appleLandingRoute(app);

  registerEndpoint(app, validateToken, async ({ request }) => ({
    isValid: true as const,
    expireDt: memberOf(request).accessExpiresAt.toISOString(),
  }));
}

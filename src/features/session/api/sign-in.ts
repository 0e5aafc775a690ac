import { DEVICE_TYPE, SOCIAL_CHANNEL } from '#contract/constants.ts';
import { deviceTypeOf } from '#machines/user-agent/user-agent.ts';
import * as api from '../../../api/contract.gen.ts';
import { ApiRequestError, call, callOnce } from '../../../api/http.ts';
import { runtimeConfig } from '../../../platform/runtime-config.ts';
import { localStore, randomUuid, sessionStore } from '../../../platform/storage.ts';
import { safeReturnPath } from '../return-path.ts';
import { announceTokenPair } from '../tokens/token-events.ts';
import { storeTokenPair } from '../tokens/tokens.ts';

/**
 * Social sign-in (spec sections 4 and 7): the login page sends the shopper to the provider's authorize
 * page; the provider sends them back to a landing page with its token in the URL fragment; the landing
 * page exchanges it for our token pair.
 */

export type SocialProvider = 'naver' | 'apple';

export const LANDING_PATH: Record<SocialProvider, string> = {
  naver: '/login-landing',
  apple: '/login-landing-apple',
};

/** Where the provider sends its answer: Naver to the landing page, Apple by form post to the server. */
const REDIRECT_PATH: Record<SocialProvider, string> = {
  naver: LANDING_PATH.naver,
  apple: '/api/v2/auth/social/apple/callback',
};

export interface StartSignInOptions {
  returnPath?: string | undefined;
  /** Naver: ask again for the consents the shopper left out. */
  reprompt?: boolean;
}

/** The authorize URL for a fresh sign-in; stores the state (and return path) it will be checked against. */
export function authorizeUrl(provider: SocialProvider, options: StartSignInOptions = {}): string {
  const state = randomUuid();
  localStore.set('state', state);
  localStore.set('socialLoginPlatform', provider);
  const returnPath = safeReturnPath(options.returnPath);
  if (returnPath) localStore.set('redirectUri', returnPath);
  else localStore.remove('redirectUri');

  const config = runtimeConfig().signIn[provider];
  const url = new URL(config.authorizeUrl, window.location.origin);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', new URL(REDIRECT_PATH[provider], window.location.origin).href);
  url.searchParams.set('state', state);
  if (provider === 'naver') {
    url.searchParams.set('response_type', 'token');
    if (options.reprompt) url.searchParams.set('auth_type', 'reprompt');
  } else {
    // The same random value is the nonce: the server checks the id_token was issued for this sign-in.
    url.searchParams.set('nonce', state);
    url.searchParams.set('response_type', 'code id_token');
    // Apple answers requests with scopes only by form post, to the server; it sends the browser on to
    // the landing page with the same fields in the fragment.
    url.searchParams.set('response_mode', 'form_post');
    url.searchParams.set('scope', 'name email');
  }
  return url.href;
}

export function startSignIn(provider: SocialProvider, options: StartSignInOptions = {}): void {
  window.location.assign(authorizeUrl(provider, options));
}

/** The provider's answer in the landing URL's fragment (`#access_token=…&state=…`). */
export function fragmentParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** Apple's `user` (first authorisation only): family name first, e.g. '이사과'. */
export function appleNameOf(user: string | null): string | undefined {
  if (!user) return undefined;
  try {
    const parsed: unknown = JSON.parse(user);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const name = (parsed as { name?: { firstName?: unknown; lastName?: unknown } }).name;
    const last = typeof name?.lastName === 'string' ? name.lastName.trim() : '';
    const first = typeof name?.firstName === 'string' ? name.firstName.trim() : '';
    const full = `${last}${first}`;
    return full.length > 0 && full.length <= 60 ? full : undefined;
  } catch {
    return undefined;
  }
}

/** The state this browser sent; a landing whose state differs was not started here. */
export function stateMatches(state: string | null): state is string {
  const stored = localStore.get('state');
  return state !== null && stored !== undefined && state === stored;
}

export interface SignInResult {
  isNewMember: boolean;
  /** False until the agreement on /sign-up (the server answers member calls SIGN_UP_REQUIRED meanwhile). */
  isMember: boolean;
  banStatus: { isBanned: boolean; message: string };
  returnPath: string | undefined;
}

/**
 * Inside the native app: the attestation the app-login bonus needs (docs/app-attestation.md), a
 * challenge from the server attested by the app's platform through the bridge. Anything that fails
 * is no headers: the sign-in goes on, only without the bonus.
 */
export async function appAttestationHeaders(): Promise<Record<string, string>> {
  try {
    const { challenge } = await callOnce(api.appAttestationChallenge, { timeout: 5_000 });
    const { callApp } = await import('../../../platform/bridge.ts');
    const answer = await callApp('getAppAttestation', { nonce: challenge });
    if (!answer) return {};
    return {
      [api.AUTH_HEADER.appAttestation]: answer.token,
      [api.AUTH_HEADER.appAttestationPlatform]: answer.platform,
      [api.AUTH_HEADER.appAttestationChallenge]: challenge,
    };
  } catch {
    return {};
  }
}

/** Exchanges the provider token for our pair and stores it. Throws ApiRequestError on refusal. */
export async function exchangeProviderToken(input: {
  provider: SocialProvider;
  providerToken: string;
  state: string;
  name?: string | undefined;
}): Promise<SignInResult> {
  const clickKey = sessionStore.get('eventClickKey');
  const deviceType = deviceTypeOf(navigator.userAgent);
  const attestation = deviceType === DEVICE_TYPE.appWebView ? await appAttestationHeaders() : {};
  const response = await call(api.socialSignIn, {
    headers: { providerToken: input.providerToken, ...(clickKey ? { clickKey } : {}), ...attestation },
    body: {
      channelType: input.provider === 'naver' ? SOCIAL_CHANNEL.naver : SOCIAL_CHANNEL.apple,
      redirectUri: new URL(LANDING_PATH[input.provider], window.location.origin).href,
      state: input.state,
      deviceType,
      ...(input.name ? { name: input.name } : {}),
    },
  });
  storeTokenPair(response);
  announceTokenPair(response);
  localStore.set('socialLoginPlatform', input.provider);
  if (response.isCafe24Register) localStore.set('isCafe24Register', '1');
  // /welcome is theirs, once (routes/welcome.tsx).
  if (response.isNewMember) sessionStore.set('justSignedUp', true);
  const returnPath = safeReturnPath(localStore.get('redirectUri'));
  localStore.remove('state');
  localStore.remove('redirectUri');
  return {
    isNewMember: response.isNewMember,
    isMember: response.isMember,
    banStatus: response.banStatus,
    returnPath,
  };
}

/*
 * History after signing in: /login → the provider's pages → the landing. Replacing the
 * landing alone leaves the provider's pages behind it, so Back would return there. Instead the landing
 * steps back to the /login entry (as many entries as the sign-in added), and that entry replaces itself
 * with the destination: Back from there is the page before /login.
 */

/** /login, just before it sends the shopper to the provider: how long the history is. */
export function rememberSignInStart(): void {
  sessionStore.set('signInHistoryLength', window.history.length);
}

/**
 * The landing, signed in: steps back to the /login entry and leaves `path` for it. False when that
 * cannot be worked out (the sign-in did not start on /login in this tab, or the history is capped):
 * then the landing replaces itself as before.
 */
export function returnThroughLogin(path: string): boolean {
  const start = sessionStore.get('signInHistoryLength');
  sessionStore.remove('signInHistoryLength');
  const steps = start === undefined ? 0 : window.history.length - start;
  if (steps < 1) return false;
  sessionStore.set('afterSignIn', path);
  window.history.go(-steps);
  return true;
}

/** /login: the destination the landing left for this entry, once. */
export function takeAfterSignIn(): string | undefined {
  const path = safeReturnPath(sessionStore.get('afterSignIn'));
  sessionStore.remove('afterSignIn');
  return path;
}

/**
 * Where the shopper goes after signing in: to /sign-up until they have agreed there (from any sign-in,
 * not only the first; it goes on to where they were headed), else back where they were headed, else
 * welcome or home.
 */
export function afterSignInPath(result: SignInResult): string {
  const { returnPath } = result;
  if (!result.isMember)
    return returnPath && !returnPath.startsWith('/sign-up')
      ? `/sign-up?returnUrl=${encodeURIComponent(returnPath)}`
      : '/sign-up';
  return returnPath ?? (result.isNewMember ? '/welcome' : '/');
}

export { ApiRequestError };

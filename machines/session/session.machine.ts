import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { apiErrorCode, TOKEN_ERROR } from '../api-error/api-error.ts';
import type { ShopLogoutWindow } from '../user-agent/user-agent.ts';
import {
  type BanStatus,
  banMessageOf,
  SESSION_EXPIRED_MESSAGE,
  type StoredTokens,
  storedTokensOf,
} from './session-rules.ts';
import { isLoggedIn } from './session-tags.ts';

/**
 * The shopper's session (spec sections 4, 6 and 8): a stored token only marks the shopper as logged
 * in; the server's validation call decides. The machine owns the session's lifecycle: validation (and
 * the renewal it may need), the "login expired" dialog, ban handling and the full logout sequence.
 * Refreshes for failed calls are the HTTP client's refresh rule's (src/api/refresh-rule.ts), which the
 * SPA also gives this machine as `refreshTokens`, so one refresh is in flight for the page. Every effect is a
 * named action or actor the SPA provides with `.provide()`; the pure helpers are in session-rules.ts.
 */

export type { BanStatus, StoredTokens };

/** What the validation call answered (spec section 7: 200 means valid). */
export interface TokenValidation {
  status: number;
  /** The spec's numeric code from an error body, if any. */
  code?: number;
}

/** The user part of the app profile that concerns the session. */
export interface SessionUserInfo {
  retrySignIn: boolean;
  banStatus: BanStatus | null;
}

export interface SessionInput {
  /** An access token is stored (local storage key accessToken1). */
  hasToken: boolean;
  /** The legacy keys accessToken / refreshToken are present: storage is from an old release. */
  hasLegacyTokens: boolean;
  /** Ban status persisted by an earlier sign-in. */
  banStatus: BanStatus | null;
  /** Where the shop's logout page opens; see `shopLogoutWindowOf`. */
  logoutWindow: ShopLogoutWindow;
}

export interface SessionContext {
  ban: BanStatus | null;
  logoutWindow: ShopLogoutWindow;
  /** What storage held when the app started; only the boot decision reads it. */
  storedTokens: StoredTokens;
}

export type SessionEvent =
  /** Social sign-in stored a new token pair; its response carried the ban status. */
  | { type: 'session.signedIn'; banStatus: BanStatus | null }
  /** Validate again, e.g. when a requireAuth route is entered while the server was unreachable. */
  | { type: 'session.validate' }
  | { type: 'session.logout' }
  /** The shopper confirmed the "login expired" dialog. */
  | { type: 'session.expiredConfirmed' }
  /** The token key changed in another tab (storage event). */
  | { type: 'storage.tokenChanged'; hasToken: boolean }
  /** A call or a refresh failed with REFRESH_TOKEN_EXPIRED (the refresh rule's `onExpired`). */
  | { type: 'token.refreshExpired' }
  /** User info from the app profile (polled by the maintenance machine). */
  | { type: 'profile.userInfo'; userInfo: SessionUserInfo }
  /** The shopper tried a member action (like, post, reply ...): blocked while banned. */
  | { type: 'member.action' }
  /** Native app message appLogout: the app already ended its session. */
  | { type: 'app.message.logout' };

function notProvided(name: string): never {
  throw new Error(`sessionMachine: '${name}' must be provided with .provide()`);
}

function isRefreshExpired(error: unknown): boolean {
  return apiErrorCode(error) === TOKEN_ERROR.refreshExpired;
}

/** The ban an event reports: a sign-in's answer, or the app profile's user info. */
function reportedBan(event: SessionEvent): BanStatus | null {
  if (event.type === 'session.signedIn') return event.banStatus;
  if (event.type === 'profile.userInfo') return event.userInfo.banStatus;
  return null;
}

/** The ban an event reports becomes the session's and is stored for the next visit. */
const rememberBan = [
  'recordBan',
  // Params are read after `recordBan` has run, so the context holds the reported ban.
  {
    type: 'storeBanStatus',
    params: ({ context }: { context: SessionContext }) => ({ banStatus: context.ban }),
  },
] as const;

/** The logout sequence of spec section 4, run in this order. */
const logoutSequence = [
  'clearStoredTokens',
  'clearSocialLoginKeys',
  'clearSurveyAndTermsFlags',
  'clearUserInfo',
  'clearTokenCookies',
  'clearAnalyticsUserIds',
] as const;

/** After the token delete call, whatever it answered: the local logout, the shop's, then home. */
const endSession = [
  ...logoutSequence,
  {
    type: 'openShopLogout',
    params: ({ context }: { context: SessionContext }) => ({ window: context.logoutWindow }),
  },
  'goHome',
] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** GET /api/v1/token/jwt/validation, sent directly (not through the refresh rule). */
    validateToken: fromPromise<TokenValidation>(async () => notProvided('validateToken')),
    /**
     * Renews the pair validation found expired and stores it (the refresh rule's `renew`: the
     * refresh a call has in flight is joined, one already done counts). Rejects with the API error.
     */
    refreshTokens: fromPromise<void>(async () => notProvided('refreshTokens')),
    /** DELETE /api/v1/token/jwt; its outcome does not matter, the local session ends either way. */
    deleteToken: fromPromise<void>(async () => notProvided('deleteToken')),
  },
  actions: {
    /** Legacy keys found: wipe local and session storage. */
    clearAllStorage: () => notProvided('clearAllStorage'),
    storeBanStatus: (_, _params: { banStatus: BanStatus | null }) => notProvided('storeBanStatus'),
    /** Refetch user, token and settings data (another tab changed the token). */
    refreshUserData: () => notProvided('refreshUserData'),
    // The logout sequence of spec section 4, run in this order.
    clearStoredTokens: () => notProvided('clearStoredTokens'),
    clearSocialLoginKeys: () => notProvided('clearSocialLoginKeys'),
    clearSurveyAndTermsFlags: () => notProvided('clearSurveyAndTermsFlags'),
    clearUserInfo: () => notProvided('clearUserInfo'),
    clearTokenCookies: () => notProvided('clearTokenCookies'),
    clearAnalyticsUserIds: () => notProvided('clearAnalyticsUserIds'),
    openShopLogout: (_, _params: { window: ShopLogoutWindow }) => notProvided('openShopLogout'),
    /**
     * DELETE /api/v1/token/jwt without waiting for it, sent before the stored tokens are cleared (it
     * carries them): when the session has expired, the dialog must not wait on the network.
     */
    sendTokenDelete: () => notProvided('sendTokenDelete'),
    goHome: () => notProvided('goHome'),
    /**
     * Close the opener window when there is one (window.close()), inside the native app its sub web
     * view (closeSubWebView, docs/native-bridge.md), otherwise open the login page with the page the
     * shopper was on as return path.
     */
    goToLogin: () => notProvided('goToLogin'),
    showExpiredDialog: (_, _params: { message: string }) => notProvided('showExpiredDialog'),
    showBanAlert: (_, _params: { message: string }) => notProvided('showBanAlert'),
    showActionBlocked: (_, _params: { message: string }) => notProvided('showActionBlocked'),
    recordBan: assign(({ event }) => ({ ban: reportedBan(event) })),
  },
  guards: {
    legacyTokensStored: ({ context }) => context.storedTokens === 'legacy',
    tokenStoredAtStart: ({ context }) => context.storedTokens === 'current',
    tokenValid: (_, validation: TokenValidation) => validation.status === 200,
    accessExpired: (_, validation: TokenValidation) => validation.code === TOKEN_ERROR.accessExpired,
    refreshExpiredCode: (_, validation: TokenValidation) => validation.code === TOKEN_ERROR.refreshExpired,
    /** 5xx is the server's trouble, not a verdict on the token: never log out on it. */
    serverUnavailable: (_, validation: TokenValidation) => validation.status >= 500,
    refreshExpired: (_, params: { error: unknown }) => isRefreshExpired(params.error),
    isBanned: ({ context }) => context.ban?.isBanned === true,
    banReported: ({ event }) =>
      event.type === 'profile.userInfo' && event.userInfo.banStatus?.isBanned === true,
    banLifted: ({ event }) =>
      event.type === 'profile.userInfo' && event.userInfo.banStatus?.isBanned !== true,
    retrySignInRequested: ({ event }) => event.type === 'profile.userInfo' && event.userInfo.retrySignIn,
    tokenStored: ({ event }) => event.type === 'storage.tokenChanged' && event.hasToken,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ban: input.banStatus,
    logoutWindow: input.logoutWindow,
    storedTokens: storedTokensOf(input),
  }),
  initial: 'booting',
  states: {
    booting: {
      always: [
        { guard: 'legacyTokensStored', target: 'loggedOut', actions: 'clearAllStorage' },
        { guard: 'tokenStoredAtStart', target: 'signedIn' },
        { target: 'loggedOut' },
      ],
    },
    loggedOut: {
      tags: ['loggedOut'],
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: [...rememberBan],
        },
        'storage.tokenChanged': { guard: 'tokenStored', target: 'signedIn', actions: 'refreshUserData' },
      },
    },
    signedIn: {
      description: 'A token is stored: the shopper is marked logged in until the server says otherwise.',
      tags: ['markedLoggedIn'],
      initial: 'validating',
      on: {
        'session.signedIn': {
          target: 'signedIn',
          reenter: true,
          actions: [...rememberBan],
        },
        'session.logout': { target: 'loggingOut' },
        'storage.tokenChanged': [
          { guard: 'tokenStored', target: 'signedIn', reenter: true, actions: 'refreshUserData' },
          { target: 'loggedOut', actions: ['clearUserInfo', 'refreshUserData'] },
        ],
        'token.refreshExpired': { target: 'expired' },
        // The app ended its session: the web view forgets everything logout forgets (spec section 4),
        // without the token delete call or the shop logout the app already made.
        'app.message.logout': {
          target: 'loggedOut',
          actions: [...logoutSequence, 'goHome'],
        },
      },
      states: {
        validating: {
          tags: ['pending'],
          invoke: {
            id: 'validateToken',
            src: 'validateToken',
            onDone: [
              { guard: { type: 'tokenValid', params: ({ event }) => event.output }, target: 'loggedIn' },
              { guard: { type: 'accessExpired', params: ({ event }) => event.output }, target: 'renewing' },
              {
                guard: { type: 'refreshExpiredCode', params: ({ event }) => event.output },
                target: '#session.expired',
              },
              {
                guard: { type: 'serverUnavailable', params: ({ event }) => event.output },
                target: 'unverified',
              },
              // The server rejected the token (110 or another 4xx): it is worthless.
              { target: '#session.loggedOut', actions: ['clearStoredTokens', 'clearUserInfo'] },
            ],
            // Offline: keep the token and the mark, validate again later.
            onError: { target: 'unverified' },
          },
        },
        unverified: {
          description: 'The validation call could not reach the server; the token is kept.',
          on: { 'session.validate': { target: 'validating' } },
        },
        renewing: {
          description: 'Validation said the access token expired: refresh, then validate again.',
          tags: ['pending', 'refreshing'],
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            onDone: { target: 'validating' },
            onError: [
              {
                guard: { type: 'refreshExpired', params: ({ event }) => ({ error: event.error }) },
                target: '#session.expired',
              },
              { target: 'unverified' },
            ],
          },
        },
        loggedIn: {
          tags: ['loggedIn'],
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'isBanned', target: 'banned' }, { target: 'member' }],
            },
            member: {
              on: {
                'profile.userInfo': [
                  { guard: 'retrySignInRequested', target: '#session.loggingOut' },
                  {
                    guard: 'banReported',
                    target: 'banned',
                    actions: [...rememberBan],
                  },
                ],
              },
            },
            banned: {
              tags: ['banned'],
              entry: {
                type: 'showBanAlert',
                params: ({ context }) => ({ message: banMessageOf(context.ban) }),
              },
              on: {
                'member.action': {
                  actions: {
                    type: 'showActionBlocked',
                    params: ({ context }) => ({ message: banMessageOf(context.ban) }),
                  },
                },
                'profile.userInfo': [
                  { guard: 'retrySignInRequested', target: '#session.loggingOut' },
                  {
                    guard: 'banLifted',
                    target: 'member',
                    actions: [...rememberBan],
                  },
                ],
              },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['pending', 'blocking'],
      invoke: {
        id: 'deleteToken',
        src: 'deleteToken',
        // The call only tells the server; the local session ends whatever it answers.
        onDone: { target: 'loggedOut', actions: [...endSession] },
        onError: { target: 'loggedOut', actions: [...endSession] },
      },
    },
    expired: {
      description:
        'REFRESH_TOKEN_EXPIRED: the whole logout sequence runs, the dialog shows once; its confirmation opens the shop logout and login.',
      tags: ['expired', 'blocking'],
      entry: [
        'sendTokenDelete',
        ...logoutSequence,
        { type: 'showExpiredDialog', params: { message: SESSION_EXPIRED_MESSAGE } },
      ],
      on: {
        'session.expiredConfirmed': {
          target: 'loggedOut',
          // The shop logout waits for the confirmation: a popup opened by a click is allowed everywhere,
          // mobile Safari included (it blocks only popups opened without one), so the shopper stays here
          // and reaches login with the return path instead of being taken to the shop's page.
          actions: [{ type: 'openShopLogout', params: { window: 'popup' } }, 'goToLogin'],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionActor = ActorRefFrom<SessionMachine>;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

export { isLoggedIn };

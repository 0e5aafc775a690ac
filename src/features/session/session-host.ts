import type { errorCatalogue } from '#contract/errors.ts';
import type { RefreshCoordinator } from '../../../machines/auth-refresh/refresh-coordinator.ts';
import type { SessionActor } from '../../../machines/session/session.machine.ts';
import { ApiRequestError, configureHttp } from '../../api/http.ts';
import type { SessionDeps } from './session.ts';
import { hasLegacyTokens, hasStoredToken, storedAccessToken } from './tokens.ts';

/**
 * Holds the page's one session actor (machines/session) and starts it when it is first needed. The
 * machine, and XState with it, is not part of the first screen's code: a shopper with a stored token
 * gets it at once (the token must be validated), everybody else right after the first screen, or
 * earlier when a requireAuth route or a sign-in page asks for it. The router context carries the host;
 * guards and components read the actor through it.
 *
 * The host also owns the page's one refresh coordinator (machines/auth-refresh), the token refresh
 * rule: the HTTP client hands it every failed answer (`auth.recover`, one ofetch hook), and the session
 * renews through it when validation finds the token expired, so one refresh is in flight for the page.
 * It is wired here, without the machine, so the first screen's calls already carry a stored token; its
 * code loads with the first failed answer or the session, whichever comes first.
 */
export interface SessionHost {
  /** The running actor, once started. */
  current(): SessionActor | undefined;
  /** Starts the actor (loading its code) unless it runs already; resolves with it. */
  start(): Promise<SessionActor>;
  /** Called once the actor has started. */
  subscribe(listener: () => void): () => void;
}

export function createSessionHost(deps: SessionDeps): SessionHost {
  let actor: SessionActor | undefined;
  let starting: Promise<SessionActor> | undefined;
  const listeners = new Set<() => void>();

  let coordinator: Promise<RefreshCoordinator> | undefined;
  const refreshRule = () =>
    (coordinator ??= import('../../../machines/auth-refresh/refresh-coordinator.ts').then(
      ({ createRefreshCoordinator }) =>
        createRefreshCoordinator({
          // Loaded when first needed: the token calls are not first-screen code.
          refresh: () => import('./session-api.ts').then(({ renewTokens }) => renewTokens()),
          onExpired: () =>
            void host.start().then((session) => session.send({ type: 'token.refreshExpired' })),
          errorCode: (error) => (error instanceof ApiRequestError ? error.code : undefined),
          // Calls carry the stored token: once it changed (a refresh here or in another tab, a sign-in),
          // a call that met the old one's expiry is simply sent again.
          credential: storedAccessToken,
        }),
    ));

  configureHttp({
    auth: {
      headers: (ref) => {
        if (ref.auth === 'none') return undefined;
        const access = storedAccessToken();
        return access ? { Authorization: access } : undefined;
      },
      // When the rule's code cannot load, the failed answer stays the call's error.
      recover: (error, attempt) => {
        if (error.code === SIGN_UP_REQUIRED) {
          sendToSignUp(deps.navigate);
          return Promise.resolve(false);
        }
        return refreshRule().then(
          (rule) => rule.recover(error, attempt),
          () => false,
        );
      },
    },
  });

  const host: SessionHost = {
    current: () => actor,
    start() {
      starting ??= Promise.all([import('./session.ts'), refreshRule()]).then(([{ createSession }, rule]) => {
        actor = createSession(deps, rule);
        for (const listener of listeners) listener();
        return actor;
      });
      return starting;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return host;
}

/** The code alone (first-screen code): the catalogue itself is not. */
const SIGN_UP_REQUIRED = 85 satisfies (typeof errorCatalogue)['SIGN_UP_REQUIRED']['code'];

/** The agreement screen and the policies it links to: a refused call there leaves the shopper where they are. */
const SIGN_UP_PAGES = /^\/(sign-up|terms|privacy|marketing-info)(\/|$)/;

/**
 * A member call answered SIGN_UP_REQUIRED: the person signed in but has not agreed on /sign-up yet
 * (a sign-in sends them there; this catches a tab opened before, or an address typed in).
 */
function sendToSignUp(navigate: (path: string) => void): void {
  if (!SIGN_UP_PAGES.test(window.location.pathname)) navigate('/sign-up');
}

/** A stored token (or an old release's) must be checked with the server before anything else. */
export function sessionNeededAtOnce(): boolean {
  return hasStoredToken() || hasLegacyTokens();
}

/** A host around an actor that already runs (component tests). */
export function runningSessionHost(actor: SessionActor): SessionHost {
  return {
    current: () => actor,
    start: () => Promise.resolve(actor),
    subscribe: () => () => {},
  };
}

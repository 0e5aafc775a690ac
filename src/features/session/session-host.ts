import type { SessionActor } from '#machines/session/session.machine.ts';
import { configureHttp, refreshRule } from '../../api/http.ts';
import type { SessionDeps } from './session.ts';
import { hasLegacyTokens, hasStoredToken, storedAccessToken } from './tokens/tokens.ts';

/**
 * Holds the page's one session actor (machines/session) and starts it when it is first needed. The
 * machine, and XState with it, is not part of the first screen's code: a shopper with a stored token
 * gets it at once (the token must be validated), everybody else right after the first screen, or
 * earlier when a requireAuth route or a sign-in page asks for it. The router context carries the host;
 * guards and components read the actor through it.
 *
 * The host registers the session with the HTTP client once (`configureHttp({ auth })`): the stored
 * token, how to renew it and how to end the session. The client owns the refresh rule made from them
 * (api/refresh-rule.ts). It is registered here, without the machine, so the first screen's calls
 * already carry a stored token.
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

  configureHttp({
    auth: {
      token: storedAccessToken,
      // Loaded when first needed: the token calls are not first-screen code.
      refresh: () => import('./api/session-api.ts').then(({ renewTokens }) => renewTokens()),
      onExpired: () => void host.start().then((session) => session.send({ type: 'token.refreshExpired' })),
      onSignUpRequired: () => sendToSignUp(deps.navigate),
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

import type { QueryClient } from '@tanstack/react-query';
import {
  createRefreshCoordinator,
  type RefreshCoordinator,
} from '../../../machines/auth-refresh/refresh-coordinator.ts';
import type { SessionActor } from '../../../machines/session/session.machine.ts';
import { ApiRequestError, configureHttp } from '../../api/http.ts';
import { hasLegacyTokens, hasStoredToken, storedAccessToken } from './tokens.ts';

/**
 * Holds the page's one session actor (machines/session) and starts it when it is first needed. The
 * machine, and XState with it, is not part of the first screen's code: a shopper with a stored token
 * gets it at once (the token must be validated), everybody else right after the first screen, or
 * earlier when a requireAuth route or a sign-in page asks for it. The router context carries the host;
 * guards and components read the actor through it.
 *
 * The HTTP client's token header and refresh rule are wired here, without the machine, so the first
 * screen's calls already carry a stored token.
 */
export interface SessionHost {
  /** The running actor, once started. */
  current(): SessionActor | undefined;
  /** Starts the actor (loading its code) unless it runs already; resolves with it. */
  start(): Promise<SessionActor>;
  /** Called once the actor has started. */
  subscribe(listener: () => void): () => void;
}

/** What the session needs from the app around it; the router does not exist yet when the host is made. */
export interface SessionDeps {
  queryClient: QueryClient;
  /** Replaces the location with an app path (the router's navigate once it exists). */
  navigate: (path: string) => void;
  /** Re-runs route guards and loaders (router.invalidate()). */
  invalidate: () => void;
}

export function createSessionHost(deps: SessionDeps): SessionHost {
  let actor: SessionActor | undefined;
  let starting: Promise<SessionActor> | undefined;
  const listeners = new Set<() => void>();

  const coordinator: RefreshCoordinator = createRefreshCoordinator({
    refresh: async () => {
      const expired = storedAccessToken();
      const [session, { requestTokenRefresh }] = await Promise.all([
        host.start(),
        import('../../../machines/session/session.machine.ts'),
      ]);
      // Renewed while the session's code loaded (by its own validation, or another tab): the call is
      // simply sent again, as `credential` does for a token that changed before the call failed.
      if (storedAccessToken() !== expired) return;
      await requestTokenRefresh(session);
    },
    onExpired: () => void host.start().then((session) => session.send({ type: 'token.refreshExpired' })),
    errorCode: (error) => (error instanceof ApiRequestError ? error.code : undefined),
    // Calls carry the stored token: once it changed (a refresh by the session or another tab), a call
    // that met the old one's expiry is simply sent again.
    credential: storedAccessToken,
  });

  configureHttp({
    auth: {
      headers: (ref) => {
        if (ref.auth === 'none') return undefined;
        const access = storedAccessToken();
        return access ? { Authorization: access } : undefined;
      },
      run: (request) => coordinator.run(request),
    },
  });

  const host: SessionHost = {
    current: () => actor,
    start() {
      starting ??= import('./session.ts').then(({ createSession }) => {
        actor = createSession(deps, coordinator);
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

/** A stored token (or an old release's) must be checked with the server before anything else. */
export function sessionNeededAtOnce(): boolean {
  return hasStoredToken() || hasLegacyTokens();
}

/** A host around an actor that already runs (component tests). */
export function runningSessionHost(actor: SessionActor): SessionHost {
  return { current: () => actor, start: () => Promise.resolve(actor), subscribe: () => () => {} };
}

import { type ActorRefFrom, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { clientFallbackMessages } from '#contract/errors.ts';
import { apiErrorMessage } from '../api-error/api-error.ts';

/**
 * The full-screen terms-change modal (spec sections 2 and 4). A logged-in shopper whose stored
 * terms-completed flag is the string 'false' gets it on every page except the login pages; agreeing
 * calls POST /api/v2/user/terms-change and sets the flag; cancelling asks "Leave without finishing?",
 * where leaving logs out to '/' and agreeing goes back to the modal.
 */

/** Routes where the modal never shows: the shopper is in the middle of signing in. */
export const LOGIN_PATHS = ['/login', '/login-action', '/login-landing', '/login-landing-apple'] as const;

export function isLoginPath(path: string): boolean {
  const bare = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return (LOGIN_PATHS as readonly string[]).includes(bare);
}

export interface TermsFacts {
  /** The session has the `loggedIn` tag (validated by the server). */
  loggedIn: boolean;
  /** The stored terms-completed flag, exactly as stored ('true', 'false' or absent). */
  termsCompleted: string | null;
  /** The current route path. */
  path: string;
}

/** The terms-needed rule of spec section 4. Only the exact string 'false' asks; absent does not. */
export function termsAgreementNeeded(facts: TermsFacts): boolean {
  return facts.loggedIn && facts.termsCompleted === 'false' && !isLoginPath(facts.path);
}

/** What the shopper sees when the agree call fails: the server's message, else the generic one. */
export function termsFailureMessage(error: unknown): string {
  return apiErrorMessage(error) ?? clientFallbackMessages.temporary;
}

export type TermsEvent =
  /** Sent whenever one of the facts changes (navigation, session, stored flag). */
  | ({ type: 'terms.check' } & TermsFacts)
  | { type: 'terms.agree' }
  | { type: 'terms.cancel' }
  /** "Leave" in the confirm: log out and go to '/'. */
  | { type: 'terms.leave' }
  /** "Agree" in the confirm: back to the modal. */
  | { type: 'terms.stay' };

function notProvided(name: string): never {
  throw new Error(`termsMachine: '${name}' must be provided with .provide()`);
}

export const termsMachine = setup({
  types: {
    events: {} as TermsEvent,
  },
  actors: {
    /** POST /api/v2/user/terms-change with the access token and uid. */
    agreeToTerms: fromPromise<void>(async () => notProvided('agreeToTerms')),
  },
  actions: {
    /** Stores the terms-completed flag as 'true'. */
    storeTermsCompleted: () => notProvided('storeTermsCompleted'),
    showFailure: (_, _params: { message: string }) => notProvided('showFailure'),
    /** Sends `session.logout` to the session. */
    logOut: () => notProvided('logOut'),
    goHome: () => notProvided('goHome'),
  },
  guards: {
    agreementNeeded: ({ event }) => event.type === 'terms.check' && termsAgreementNeeded(event),
    agreementNotNeeded: ({ event }) => event.type === 'terms.check' && !termsAgreementNeeded(event),
  },
}).createMachine({
  id: 'terms',
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'terms.check': { guard: 'agreementNeeded', target: 'shown' } },
    },
    shown: {
      tags: ['modal', 'blocking'],
      initial: 'asking',
      on: {
        // Logged out, flag set elsewhere ('true'), or on a login page: the modal goes away.
        'terms.check': { guard: 'agreementNotNeeded', target: 'hidden' },
      },
      states: {
        asking: {
          on: {
            'terms.agree': { target: 'agreeing' },
            'terms.cancel': { target: 'confirmingLeave' },
          },
        },
        confirmingLeave: {
          tags: ['confirm'],
          on: {
            'terms.leave': { target: '#terms.hidden', actions: ['logOut', 'goHome'] },
            'terms.stay': { target: 'asking' },
          },
        },
        agreeing: {
          tags: ['pending'],
          invoke: {
            id: 'agreeToTerms',
            src: 'agreeToTerms',
            onDone: { target: '#terms.hidden', actions: 'storeTermsCompleted' },
            onError: {
              target: 'asking',
              actions: {
                type: 'showFailure',
                params: ({ event }) => ({ message: termsFailureMessage(event.error) }),
              },
            },
          },
        },
      },
    },
  },
});

export type TermsMachine = typeof termsMachine;
export type TermsActor = ActorRefFrom<TermsMachine>;
export type TermsSnapshot = SnapshotFrom<TermsMachine>;

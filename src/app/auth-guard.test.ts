import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { SessionActor } from '#machines/session/session.machine.ts';
import { runningSessionHost } from '../features/session/session-host.ts';
import { guardRequireAuth, loginHref } from './auth-guard.ts';

/** Stands in for the session: only its tags matter to the guard, exactly as for the real machine. */
function fakeSession(initial: 'loggedIn' | 'loggedOut' | 'validating') {
  const machine = createMachine({
    initial,
    states: {
      loggedOut: { tags: ['loggedOut'] },
      validating: { tags: ['markedLoggedIn', 'pending'], on: { valid: 'loggedIn', invalid: 'loggedOut' } },
      loggedIn: { tags: ['markedLoggedIn', 'loggedIn'] },
    },
  });
  const actor = createActor(machine).start();
  return actor as unknown as SessionActor & { send(event: { type: 'valid' | 'invalid' }): void };
}

type Matches = { staticData?: { requireAuth?: boolean; title?: string } }[];

const memberRoute: Matches = [{ staticData: {} }, { staticData: { requireAuth: true } }];
const openRoute: Matches = [{ staticData: {} }, { staticData: { title: '홈' } }];
const location = { href: '/my-page/point?tab=2' };

function input(session: SessionActor, matches: Matches = memberRoute) {
  return {
    matches,
    location,
    context: { queryClient: new QueryClient(), session: runningSessionHost(session) },
  };
}

async function redirectOf(promise: Promise<void>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (!isRedirect(error)) throw error;
    return error.options.href;
  }
}

describe('guardRequireAuth', () => {
  it('sends a logged-out shopper on a requireAuth route to login with the intended path', async () => {
    const href = await redirectOf(guardRequireAuth(input(fakeSession('loggedOut'))));
    expect(href).toBe('/login?returnUrl=%2Fmy-page%2Fpoint%3Ftab%3D2');
    expect(href).toBe(loginHref(location.href));
  });

  it('lets a logged-in member through', async () => {
    expect(await redirectOf(guardRequireAuth(input(fakeSession('loggedIn'))))).toBeUndefined();
  });

  it('lets anyone through a route without requireAuth', async () => {
    expect(await redirectOf(guardRequireAuth(input(fakeSession('loggedOut'), openRoute)))).toBeUndefined();
  });

  it('waits for a stored token to be validated before deciding', async () => {
    const accepted = fakeSession('validating');
    const passing = redirectOf(guardRequireAuth(input(accepted)));
    accepted.send({ type: 'valid' });
    expect(await passing).toBeUndefined();

    const rejected = fakeSession('validating');
    const redirected = redirectOf(guardRequireAuth(input(rejected)));
    rejected.send({ type: 'invalid' });
    expect(await redirected).toBe('/login?returnUrl=%2Fmy-page%2Fpoint%3Ftab%3D2');
  });
});

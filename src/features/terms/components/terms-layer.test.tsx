// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { SessionActor } from '#machines/session/session.machine.ts';
import { readTermsCompleted } from '../../../platform/terms-flag.ts';
import { installBrowserStubs } from '../../../test-support/render-app.tsx';
import AlertDialog from '../../../ui/overlays/alert-dialog.tsx';
import { ConfirmDialog } from '../../../ui/overlays/confirm-dialog.tsx';
import { alertDialog, confirmDialog } from '../../../ui/overlays/feedback-actors.ts';
import { TermsLayer } from './terms-layer.tsx';

/** Stands in for the session: logged in until it hears session.logout. */
function fakeSession(loggedIn: boolean) {
  const machine = createMachine({
    initial: loggedIn ? 'loggedIn' : 'loggedOut',
    states: {
      loggedIn: { tags: ['loggedIn'], on: { 'session.logout': 'loggedOut' } },
      loggedOut: {},
    },
  });
  const actor = createActor(machine).start();
  const sent: string[] = [];
  actor.subscribe({});
  const send = actor.send.bind(actor);
  actor.send = (event) => {
    sent.push(event.type);
    send(event);
  };
  return { actor: actor as unknown as SessionActor, sent };
}

function renderAt(path: string, session: SessionActor) {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <TermsLayer session={session} />
        <ConfirmDialog />
        <AlertDialog />
      </>
    ),
  });
  const page = (p: string) =>
    createRoute({ getParentRoute: () => root, path: p, component: () => <p>{p}</p> });
  const router = createRouter({
    routeTree: root.addChildren([page('/'), page('/best'), page('/login')]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

const modal = () => screen.queryByRole('dialog', { name: '서비스 이용약관이 변경됩니다' });

beforeEach(() => {
  installBrowserStubs();
  localStorage.clear();
  while (alertDialog.getSnapshot().hasTag('visible')) alertDialog.send({ type: 'alert.confirm' });
  if (confirmDialog.getSnapshot().hasTag('visible')) confirmDialog.send({ type: 'confirm.cancel' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubAgree(
  status = 200,
  body: unknown = { isTermsChange: true, agreedDt: '2025-10-01T00:00:00.000Z' },
) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('terms-change modal', () => {
  it('shows the revised terms to a logged-in member whose flag is false; agreeing stores true', async () => {
    localStorage.setItem('terms-completed', 'false');
    const fetch = stubAgree();
    renderAt('/best', fakeSession(true).actor);
    const dialog = await waitFor(() => modal() ?? Promise.reject(new Error('no modal')));
    for (const text of [
      '공지일',
      '2025년 9월 26일',
      '2025년 10월 27일',
      '별 사용 및 소멸 기준 변경',
      '1:0.5',
      '11월 24일',
    ])
      expect(dialog.textContent).toContain(text);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(modal()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '동의하고 이용하기' }));
    await waitFor(() => expect(modal()).toBeNull());
    expect(readTermsCompleted()).toBe('true');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/v2/user/terms-change');
    expect(init.method).toBe('POST');
  });

  it('cancel asks first: 동의하기 returns to the modal, 나가기 logs out and goes home', async () => {
    localStorage.setItem('terms-completed', 'false');
    const session = fakeSession(true);
    const router = renderAt('/best', session.actor);
    await waitFor(() => expect(modal()).not.toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    const leave = await screen.findByText('완료하지 않고 나가시겠어요?');
    expect(leave).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '동의하기' }));
    await waitFor(() => expect(screen.queryByText('완료하지 않고 나가시겠어요?')).toBeNull());
    expect(modal()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    fireEvent.click(await screen.findByRole('button', { name: '나가기' }));
    await waitFor(() => expect(modal()).toBeNull());
    expect(session.sent).toEqual(['session.logout']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server message when agreeing fails, and stays', async () => {
    localStorage.setItem('terms-completed', 'false');
    stubAgree(500, { code: 5, name: 'UNEXPECTED_ERROR', message: '잠시 후 <다시> 시도해 주세요.' });
    renderAt('/', fakeSession(true).actor);
    await waitFor(() => expect(modal()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '동의하고 이용하기' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('잠시 후 <다시> 시도해 주세요.');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(modal()).not.toBeNull();
    expect(readTermsCompleted()).toBe('false');
  });

  it.each([
    ['on a login page', '/login', 'false', true],
    ['when logged out', '/', 'false', false],
    ['when the flag is absent', '/', null, true],
    ['when the flag is true', '/', 'true', true],
  ] as const)('stays hidden %s', async (_, path, flag, loggedIn) => {
    if (flag) localStorage.setItem('terms-completed', flag);
    renderAt(path, fakeSession(loggedIn).actor);
    await screen.findByText(path);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(modal()).toBeNull();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SURVEY_HIDDEN_MS } from '#contract/constants.ts';
import { CURRENT_SURVEY } from '#contract/survey.ts';
import type { SessionActor } from '#machines/session/session.machine.ts';
import { createAppRouter } from '../../../app/router.ts';
import { cookieNames, cookies, localStore } from '../../../platform/storage.ts';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { installBrowserStubs } from '../../../test-support/render-app.tsx';
import { runningSessionHost } from '../../session/session-host.ts';
import { SURVEY_MESSAGES } from '../survey-rules.ts';
import { SURVEY_THANKS } from './survey-dialog.tsx';

function fakeSession({ banned = false } = {}) {
  return {
    getSnapshot: () => ({
      hasTag: (tag: string) => tag === 'loggedIn' || (banned && tag === 'banned'),
      matches: () => false,
      can: () => false,
    }),
    subscribe: () => ({ unsubscribe() {} }),
    send: () => {},
  } as unknown as SessionActor;
}

function useSurveyApi({
  isRequired = true,
  completed,
  submitStatus = 200,
}: {
  isRequired?: boolean;
  completed?: boolean;
  submitStatus?: number;
} = {}) {
  const answered = completed ?? !isRequired;
  const submitted: unknown[] = [];
  const api = createFakeApi((url, init) => {
    if (url.pathname !== '/api/v2/user/survey') return undefined;
    if (init?.method === 'PUT') {
      submitted.push(JSON.parse(String(init.body)));
      return submitStatus === 200
        ? { status: 200, body: { isCompleted: true, completedDt: '2026-01-05T03:00:00.000Z' } }
        : {
            status: submitStatus,
            body: { code: 5, name: 'UNEXPECTED_ERROR', message: '서버 오류가 발생했습니다.' },
          };
    }
    return {
      status: 200,
      body: {
        isRequired,
        survey: CURRENT_SURVEY,
        completedDt: answered ? '2026-01-01T00:00:00.000Z' : null,
        answers: null,
      },
    };
  });
  vi.stubGlobal('fetch', api.fetch);
  const asked = () => api.requests.filter((request) => request.url.pathname === '/api/v2/user/survey');
  return { submitted, asked };
}

function renderHome(session = fakeSession()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    session: runningSessionHost(session),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const LAZY = { timeout: 5000 };
const findSurvey = () => screen.findByRole('dialog', { name: CURRENT_SURVEY.title }, LAZY);
/** Long enough for the root layers to have mounted and asked, if they were going to. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

beforeEach(() => {
  installBrowserStubs();
  window.localStorage.clear();
  window.sessionStorage.clear();
  cookies.remove(cookieNames.surveyHidden);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('survey dialog', () => {
  it('shows a member who owes the survey its questions; closing hides it for 12 hours', async () => {
    useSurveyApi();
    renderHome();
    const dialog = await findSurvey();
    expect(within(dialog).getByRole('group', { name: /관심 있는 식품/ })).toBeTruthy();
    const before = Date.now();
    fireEvent.click(within(dialog).getByRole('button', { name: '다음에 할게요' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CURRENT_SURVEY.title })).toBeNull());
    const until = Number(cookies.get(cookieNames.surveyHidden));
    expect(until - before).toBeGreaterThanOrEqual(SURVEY_HIDDEN_MS);
    expect(until - Date.now()).toBeLessThanOrEqual(SURVEY_HIDDEN_MS);
    expect(localStore.get('survey-completed')).toBeUndefined();
  });

  it('Escape closes it the same way', async () => {
    useSurveyApi();
    renderHome();
    fireEvent.keyDown(await findSurvey(), { key: 'Escape' });
    await waitFor(() => expect(cookies.get(cookieNames.surveyHidden)).toBeTruthy());
  });

  it('asks for the required answers, then sends them once and sets the completed flag', async () => {
    const api = useSurveyApi();
    renderHome();
    const dialog = await findSurvey();
    const submit = within(dialog).getByRole('button', { name: '제출하기' });
    fireEvent.click(submit);
    expect(await within(dialog).findByText(SURVEY_MESSAGES.SOME_MISSING)).toBeTruthy();
    expect(within(dialog).getAllByText(SURVEY_MESSAGES.REQUIRED)).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '과일' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '채소' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '2인 가구' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '주 1회' }));
    fireEvent.change(within(dialog).getByLabelText(/바라는 점/), {
      target: { value: '  제철 과일 더 많이  ' },
    });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText(SURVEY_THANKS, {}, LAZY)).toBeTruthy();
    expect(api.submitted).toEqual([
      {
        surveyId: CURRENT_SURVEY.surveyId,
        answers: [
          { questionId: 'interests', optionIds: ['fruit', 'vegetable'] },
          { questionId: 'household', optionIds: ['two'] },
          { questionId: 'frequency', optionIds: ['weekly'] },
          { questionId: 'wish', text: '제철 과일 더 많이' },
        ],
      },
    ]);
    expect(localStore.get('survey-completed')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CURRENT_SURVEY.title })).toBeNull());
  });

  it('a failed submission keeps the dialog and its answers, with the reason', async () => {
    useSurveyApi({ submitStatus: 500 });
    renderHome();
    const dialog = await findSurvey();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '과일' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '1인 가구' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '주 1회' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '제출하기' }));
    expect(await within(dialog).findByText('서버 오류가 발생했습니다.')).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: '과일' }) as HTMLInputElement).checked).toBe(true);
    expect(localStore.get('survey-completed')).toBeUndefined();
  });

  it('a member who answered already is not asked again, and the flag remembers it', async () => {
    const api = useSurveyApi({ isRequired: false });
    renderHome();
    await waitFor(() => expect(localStore.get('survey-completed')).toBe(true), LAZY);
    expect(api.asked()).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: CURRENT_SURVEY.title })).toBeNull();
  });

  it('a member who does not owe it yet gets neither the dialog nor the flag', async () => {
    const api = useSurveyApi({ isRequired: false, completed: false });
    renderHome();
    await waitFor(() => expect(api.asked()).toHaveLength(1), LAZY);
    await settle();
    expect(localStore.get('survey-completed')).toBeUndefined();
    expect(screen.queryByRole('dialog', { name: CURRENT_SURVEY.title })).toBeNull();
  });

  it('nothing is asked with the completed flag, within the 12 hours, or for a banned member', async () => {
    localStore.set('survey-completed', true);
    const completed = useSurveyApi();
    renderHome();
    await settle();
    expect(completed.asked()).toHaveLength(0);
    cleanup();

    localStore.remove('survey-completed');
    cookies.set(cookieNames.surveyHidden, String(Date.now() + 60_000));
    const hidden = useSurveyApi();
    renderHome();
    await settle();
    expect(hidden.asked()).toHaveLength(0);
    cleanup();

    cookies.remove(cookieNames.surveyHidden);
    const banned = useSurveyApi();
    renderHome(fakeSession({ banned: true }));
    await settle();
    expect(banned.asked()).toHaveLength(0);
  });
});

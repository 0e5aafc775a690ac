import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_SURVEY, SURVEY_ASK_AFTER_DAYS } from '#contract/survey.ts';
import { dialectCases, TEST_NOW } from '../../../tests/support/databases.ts';
import { signInTwoMembers } from '../../shared/api.testing.ts';
import {
  type AuthTestApp,
  bearer,
  createAuthTestApp,
  type SignedIn,
  signInNaver,
} from '../auth/auth.testing.ts';
import { BANNED_MESSAGE } from '../dev-idp/dev-idp.identities.ts';

type ErrorBody = { code: number; name: string; message: string };

const good = [
  { questionId: 'interests', optionIds: ['vegetable', 'fruit'] },
  { questionId: 'household', optionIds: ['two'] },
  { questionId: 'frequency', optionIds: ['weekly'] },
  { questionId: 'wish', text: '  제철 과일을 더 많이  ' },
];

describe.each(dialectCases())('survey on $dialect', ({ dialect, available }) => {
  let t: AuthTestApp;
  let member: SignedIn;
  beforeAll(async () => {
    if (!available) return;
    t = await createAuthTestApp(dialect);
    member = await signInNaver(t.app, 'naver-full');
    // Members of some days (the only one so far is this one): nobody is asked in their first days.
    const joined = new Date(TEST_NOW.getTime() - SURVEY_ASK_AFTER_DAYS * 24 * 60 * 60 * 1000);
    await t.app.database.db.updateTable('member').set({ created_at: joined.toISOString() }).execute();
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });
  const get = (token = member.accessToken) =>
    t.app.inject({ url: '/api/v2/user/survey', headers: bearer(token) });
  const put = (payload: unknown, token = member.accessToken) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/survey',
      headers: bearer(token),
      payload: payload as object,
    });
  const expectError = async (payload: unknown, status: number, code: number) => {
    const response = await put(payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    const body = response.json() as ErrorBody;
    expect(body.code, JSON.stringify(payload)).toBe(code);
    expect(body.message).toMatch(/[가-힣]/);
  };

  it.skipIf(!available)('asks nobody in their first days', async () => {
    const [, newcomer] = await signInTwoMembers(t.app);
    const response = await t.app.inject({ url: '/api/v2/user/survey', headers: newcomer });
    expect(response.json()).toMatchObject({ isRequired: false, answers: null });
  });

  it.skipIf(!available)('asks a member the current survey from the third day', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isRequired: true,
      survey: { surveyId: CURRENT_SURVEY.surveyId, title: CURRENT_SURVEY.title },
      completedDt: null,
      answers: null,
    });
    expect(response.json().survey.questions).toHaveLength(CURRENT_SURVEY.questions.length);
  });

  it.skipIf(!available)('refuses answers that do not fit the questions', async () => {
    await expectError({}, 400, 10);
    await expectError({ surveyId: CURRENT_SURVEY.surveyId }, 400, 10);
    await expectError({ surveyId: CURRENT_SURVEY.surveyId, answers: [] }, 400, 13);
    await expectError({ surveyId: 'old-survey', answers: good }, 404, 8);
    await expectError({ surveyId: CURRENT_SURVEY.surveyId, answers: good.slice(1) }, 400, 10);
    await expectError(
      { surveyId: CURRENT_SURVEY.surveyId, answers: [...good, { questionId: 'pets', optionIds: ['dog'] }] },
      400,
      11,
    );
    await expectError(
      {
        surveyId: CURRENT_SURVEY.surveyId,
        answers: [{ questionId: 'interests', optionIds: ['candy'] }, ...good.slice(1)],
      },
      400,
      11,
    );
    await expectError(
      {
        surveyId: CURRENT_SURVEY.surveyId,
        answers: [good[0], { questionId: 'household', optionIds: ['one', 'two'] }, ...good.slice(2)],
      },
      400,
      13,
    );
    await expectError({ surveyId: CURRENT_SURVEY.surveyId, answers: [...good, good[0]] }, 400, 12);
    await expectError(
      {
        surveyId: CURRENT_SURVEY.surveyId,
        answers: [...good.slice(0, 3), { questionId: 'wish', text: '가'.repeat(301) }],
      },
      400,
      13,
    );
    await expectError(
      {
        surveyId: CURRENT_SURVEY.surveyId,
        answers: [...good.slice(0, 3), { questionId: 'wish', optionIds: ['x'] }],
      },
      400,
      12,
    );
    await expectError({ surveyId: CURRENT_SURVEY.surveyId, answers: 'all yes' }, 400, 12);
    // Nothing was saved by the refusals.
    expect((await get()).json().isRequired).toBe(true);
  });

  it.skipIf(!available)(
    'saves the answers once, answering again changes them but not the completion date',
    async () => {
      const completedAt = t.clock.now.toISOString();
      const first = await put({ surveyId: CURRENT_SURVEY.surveyId, answers: good });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ isCompleted: true, completedDt: completedAt });
      const after = (await get()).json();
      expect(after).toMatchObject({ isRequired: false, completedDt: completedAt });
      expect(after.answers).toEqual([
        { questionId: 'interests', optionIds: ['fruit', 'vegetable'] },
        { questionId: 'household', optionIds: ['two'] },
        { questionId: 'frequency', optionIds: ['weekly'] },
        { questionId: 'wish', text: '제철 과일을 더 많이' },
      ]);

      t.clock.advance(60_000);
      const session = await signInNaver(t.app, 'naver-full');
      const again = await put({ surveyId: CURRENT_SURVEY.surveyId, answers: good }, session.accessToken);
      expect(again.json()).toEqual({ isCompleted: true, completedDt: completedAt });
      const changed = await put(
        {
          surveyId: CURRENT_SURVEY.surveyId,
          answers: [...good.slice(0, 1), { questionId: 'household', optionIds: ['one'] }, good[2]],
        },
        session.accessToken,
      );
      expect(changed.json()).toEqual({ isCompleted: true, completedDt: completedAt });
      expect((await get(session.accessToken)).json().answers).toHaveLength(3);
    },
  );

  it.skipIf(!available)(
    'does not ask a banned member, and refuses their answers with the ban message',
    async () => {
      const banned = await signInNaver(t.app, 'naver-banned');
      expect((await get(banned.accessToken)).json().isRequired).toBe(false);
      const response = await put({ surveyId: CURRENT_SURVEY.surveyId, answers: good }, banned.accessToken);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 20, name: 'FORBIDDEN', message: BANNED_MESSAGE });
    },
  );
});

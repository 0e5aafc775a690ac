import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NICKNAME_MESSAGES } from '#contract/rules/nickname.ts';
import { dialectCases } from '../../../tests/support/databases.ts';
import {
  type AuthTestApp,
  bearer,
  createAuthTestApp,
  DAY,
  type SignedIn,
  signInNaver,
} from '../auth/auth.testing.ts';
import { BANNED_MESSAGE } from '../dev-idp/dev-idp.identities.ts';

type ErrorBody = { code: number; name: string; message: string };

/** The calls of issue 12 on the account service: consents, cellphone, e-mail lookup, nickname, app calls. */
describe.each(dialectCases())('account calls on $dialect', ({ dialect, available }) => {
  let t: AuthTestApp;
  let member: SignedIn;
  let banned: SignedIn;
  beforeAll(async () => {
    if (!available) return;
    t = await createAuthTestApp(dialect);
    member = await signInNaver(t.app, 'naver-full');
    banned = await signInNaver(t.app, 'naver-banned');
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const expectError = (
    response: { statusCode: number; json(): unknown },
    status: number,
    code: number,
    message?: string,
  ) => {
    expect(response.statusCode).toBe(status);
    const body = response.json() as ErrorBody;
    expect(body.code).toBe(code);
    expect(body.message).toMatch(/[가-힣]/);
    if (message) expect(body.message).toContain(message);
  };

  describe.skipIf(!available)('marketing consent', () => {
    it('records the date each consent was given or withdrawn, and shows it in the settings', async () => {
      const settings = async () => (await call('GET', '/api/v1/user/settings', member.accessToken)).json();
      expect(await settings()).toMatchObject({
        emailYN: 'N',
        smsYN: 'N',
        emailYNChangedDt: null,
        smsYNChangedDt: null,
        adYNChangedDt: null,
        pushYNChangedDt: null,
      });
      const givenAt = t.clock.now.toISOString();
      const given = await call('PUT', '/api/v2/user/ad-consent', member.accessToken, {
        emailYN: 'Y',
        smsYN: 'N',
      });
      expect(given.statusCode).toBe(200);
      expect(given.json()).toEqual({
        emailYN: 'Y',
        smsYN: 'N',
        emailYNChangedDt: givenAt,
        smsYNChangedDt: null,
      });

      // The same answer again later moves no date; only the flag that changes gets a new one.
      t.clock.advance(60_000);
      const again = await call('PUT', '/api/v2/user/ad-consent', member.accessToken, {
        emailYN: 'Y',
        smsYN: 'Y',
      });
      expect(again.json()).toEqual({
        emailYN: 'Y',
        smsYN: 'Y',
        emailYNChangedDt: givenAt,
        smsYNChangedDt: t.clock.now.toISOString(),
      });
      expect(await settings()).toMatchObject({
        emailYN: 'Y',
        smsYN: 'Y',
        emailYNChangedDt: givenAt,
        smsYNChangedDt: t.clock.now.toISOString(),
      });

      t.clock.advance(60_000);
      const withdrawn = await call('PUT', '/api/v2/user/ad-consent', member.accessToken, {
        emailYN: 'N',
        smsYN: 'Y',
      });
      expect(withdrawn.json()).toMatchObject({ emailYN: 'N', emailYNChangedDt: t.clock.now.toISOString() });
    });

    it('needs both flags (10) as Y or N (11, 12 for another type)', async () => {
      const put = (payload: unknown) => call('PUT', '/api/v2/user/ad-consent', member.accessToken, payload);
      expectError(await put({ emailYN: 'Y' }), 400, 10);
      expectError(await put({}), 400, 10);
      expectError(await put({ emailYN: 'yes', smsYN: 'N' }), 400, 11);
      expectError(await put({ emailYN: true, smsYN: 'N' }), 400, 12);
      expectError(await put([]), 400, 12);
    });

    it('lets a banned member withdraw consent but not give it (403, code 20, the ban message)', async () => {
      expectError(
        await call('PUT', '/api/v2/user/ad-consent', banned.accessToken, { emailYN: 'Y', smsYN: 'N' }),
        403,
        20,
        BANNED_MESSAGE,
      );
      const off = await call('PUT', '/api/v2/user/ad-consent', banned.accessToken, {
        emailYN: 'N',
        smsYN: 'N',
      });
      expect(off.statusCode).toBe(200);
    });
  });

  describe.skipIf(!available)('cellphone', () => {
    it('stores any accepted spelling as 010-XXXX-XXXX', async () => {
      const session = await signInNaver(t.app, 'naver-full');
      for (const [typed, stored] of [
        ['01098765432', '010-9876-5432'],
        ['010 2222 3333', '010-2222-3333'],
        [' 010.4444.5555 ', '010-4444-5555'],
        ['010-1234-5678', '010-1234-5678'],
      ] as const) {
        const response = await call('PUT', '/api/v2/user/cellphone', session.accessToken, {
          cellphone: typed,
        });
        expect(response.statusCode, typed).toBe(200);
        expect(response.json()).toMatchObject({ cellphone: stored });
        const profile = (await call('GET', '/api/v2/user/profile', session.accessToken)).json();
        expect(profile.mobile).toBe(stored);
      }
    });

    it('refuses a missing or empty number (10), a malformed one (12), a banned member (403)', async () => {
      const put = (payload: unknown, token = member.accessToken) =>
        call('PUT', '/api/v2/user/cellphone', token, payload);
      expectError(await put({}), 400, 10);
      expectError(await put({ cellphone: '' }), 400, 10);
      expectError(await put({ cellphone: '   ' }), 400, 10);
      for (const bad of [
        '011-1234-5678',
        '010-1234-567',
        '0101234567890',
        '010-12a4-5678',
        '+82 10-1234-5678',
      ]) {
        expectError(await put({ cellphone: bad }), 400, 12, '010-1234-5678');
      }
      expectError(await put({ cellphone: 1012345678 }), 400, 12);
      expectError(await put({ cellphone: '0'.repeat(40) }), 400, 13);
      expectError(await put({ cellphone: '010-5555-6666' }, banned.accessToken), 403, 20, BANNED_MESSAGE);
    });
  });

  describe.skipIf(!available)('e-mail lookup by cellphone', () => {
    it('answers the masked e-mail of every account with that number, to anyone', async () => {
      await call('PUT', '/api/v2/user/cellphone', member.accessToken, { cellphone: '010-7777-8888' });
      const response = await call('GET', '/api/v1/user/email?cellphone=01077778888');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        accounts: [
          { maskedEmail: 'fu**********@dev.jecheol.kr', channelType: 1001, signUpDt: expect.any(String) },
        ],
      });
      expect(response.body).not.toContain('full.consent');
    });

    it('needs the cellphone (10), well-formed (12), and says NO_DATA for a number nobody gave', async () => {
      expectError(await call('GET', '/api/v1/user/email'), 400, 10);
      expectError(await call('GET', '/api/v1/user/email?cellphone='), 400, 10);
      expectError(await call('GET', '/api/v1/user/email?cellphone=12345'), 400, 12);
      expectError(await call('GET', '/api/v1/user/email?cellphone=010-3333-9999'), 404, 8, '010-****-9999');
    });
  });

  describe.skipIf(!available)('nickname', () => {
    const validate = (nickName: string, token = member.accessToken) =>
      call('GET', `/api/v1/user/nick-name/validation?nickName=${encodeURIComponent(nickName)}`, token);
    const change = (nickName: unknown, token = member.accessToken) =>
      call('PUT', '/api/v1/user/nick-name', token, { nickName });

    it('says which rule a nickname breaks, with the contract messages', async () => {
      const cases: Array<[string, string | null]> = [
        ['봄딸기', null],
        ['a', 'LENGTH'],
        ['열한글자닉네임입니다요', 'LENGTH'],
        ['딸기 좋아', 'CHARACTERS'],
        ['딸기!', 'CHARACTERS'],
        ['ㅋㅋ딸기', 'CHARACTERS'],
        ['운 영 자', 'BANNED_WORD'],
        ['Adm1n', 'BANNED_WORD'],
        ['탈퇴한회원', 'BANNED_WORD'],
        ['정지회원', 'TAKEN'],
        ['제철러버', 'SAME_AS_CURRENT'],
      ];
      for (const [nickName, problem] of cases) {
        const response = await validate(nickName);
        expect(response.statusCode, nickName).toBe(200);
        const body = response.json();
        expect(body.problem, nickName).toBe(problem);
        expect(body.isAvailable, nickName).toBe(problem === null);
        expect(body.message).toBe(
          NICKNAME_MESSAGES[(problem ?? 'AVAILABLE') as keyof typeof NICKNAME_MESSAGES],
        );
        expect(body.nextChangeDt).toBeNull();
      }
    });

    it('needs the nickName parameter (10)', async () => {
      expectError(await call('GET', '/api/v1/user/nick-name/validation', member.accessToken), 400, 10);
      expectError(await validate(''), 400, 10);
      expectError(await validate('   '), 400, 10);
      expectError(await validate('가'.repeat(100)), 400, 13);
    });

    it('changes once per 30 days, idempotently, unique ignoring case', async () => {
      const session = await signInNaver(t.app, 'naver-full');
      const changedAt = t.clock.now;
      const first = await change('Berry7', session.accessToken);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        nickName: 'Berry7',
        changedDt: changedAt.toISOString(),
        nextChangeDt: new Date(changedAt.getTime() + 30 * DAY).toISOString(),
      });
      // A retry of the same change is the same answer, not a second change.
      expect((await change('Berry7', session.accessToken)).json()).toEqual(first.json());
      expectError(await change('Cherry8', session.accessToken), 400, 87, '30일');
      const verdict = (await validate('Cherry8', session.accessToken)).json();
      expect(verdict).toMatchObject({ isAvailable: true, nextChangeDt: first.json().nextChangeDt });

      // Another member may not take it in any letter case.
      const other = await signInNaver(t.app, 'naver-banned');
      expect((await validate('berry7', other.accessToken)).json()).toMatchObject({ problem: 'TAKEN' });

      t.clock.advance(30 * DAY);
      const later = await signInNaver(t.app, 'naver-full');
      const second = await change('BERRY7', later.accessToken);
      expect(second.statusCode).toBe(200);
      expect(second.json().nickName).toBe('BERRY7');
      const profile = (await call('GET', '/api/v2/user/profile', later.accessToken)).json();
      expect(profile.nickName).toBe('BERRY7');
    });

    it('refuses a broken rule (12, 13), a taken one (409, 18), a missing one (10), a banned member (403)', async () => {
      t.clock.advance(31 * DAY);
      const session = await signInNaver(t.app, 'naver-full');
      expectError(await change('a', session.accessToken), 400, 13, NICKNAME_MESSAGES.LENGTH);
      expectError(await change('딸기 좋아', session.accessToken), 400, 12, NICKNAME_MESSAGES.CHARACTERS);
      expectError(await change('관리자님', session.accessToken), 400, 12, NICKNAME_MESSAGES.BANNED_WORD);
      expectError(await change('정지회원', session.accessToken), 409, 18, NICKNAME_MESSAGES.TAKEN);
      expectError(await change('', session.accessToken), 400, 10);
      expectError(await change(undefined, session.accessToken), 400, 10);
      expectError(await change(42, session.accessToken), 400, 12);
      const stillBanned = await signInNaver(t.app, 'naver-banned');
      expectError(await change('새이름', stillBanned.accessToken), 403, 20, BANNED_MESSAGE);
      // None of the refusals used up the allowance.
      expect((await change('여름수박', session.accessToken)).statusCode).toBe(200);
    });
  });

  describe.skipIf(!available)('app calls', () => {
    const app = (
      url: string,
      payload: unknown,
      headers: Record<string, string> = { deviceuuid: 'app-uid-7001' },
    ) => t.app.inject({ method: 'PUT', url, headers, payload: payload as object });

    it('need the deviceUuid header (10) on every app call', async () => {
      for (const [url, payload] of [
        ['/api/v1/app/ad', { adYN: 'Y' }],
        ['/api/v1/app/ad/id', { adId: '38400000-8cf0-11bd-b23e-10b96e40000d' }],
        ['/api/v1/app/user/id', { appUserId: 'fcm-user-1' }],
        ['/api/v1/app/version', { appVersion: '3.4.0', os: 'android' }],
      ] as const) {
        expectError(await app(url, payload, {}), 400, 10, 'deviceUuid');
        expectError(await app(url, payload, { deviceuuid: 'bad uuid!' }), 400, 12);
      }
    });

    it('keeps the ad consent per device and, signed in, for the member', async () => {
      const anonymous = await app('/api/v1/app/ad', { adYN: 'Y' });
      expect(anonymous.json()).toEqual({ adYN: 'Y', changedDt: t.clock.now.toISOString() });
      const settings = await t.app.inject({
        url: '/api/v1/app/settings',
        headers: { deviceuuid: 'app-uid-7001' },
      });
      expect(settings.json()).toMatchObject({ adYN: 'Y', isMember: false });

      const session = await signInNaver(t.app, 'naver-full');
      const signedIn = await app(
        '/api/v1/app/ad',
        { adYN: 'Y' },
        { deviceuuid: 'app-uid-7002', ...bearer(session.accessToken) },
      );
      expect(signedIn.statusCode).toBe(200);
      const memberSettings = (await call('GET', '/api/v1/user/settings', session.accessToken)).json();
      expect(memberSettings).toMatchObject({ adYN: 'Y', adYNChangedDt: t.clock.now.toISOString() });

      expectError(await app('/api/v1/app/ad', { adYN: 'yes' }), 400, 11);
      expectError(await app('/api/v1/app/ad', {}), 400, 10);
      const bannedSession = await signInNaver(t.app, 'naver-banned');
      expectError(
        await app(
          '/api/v1/app/ad',
          { adYN: 'Y' },
          { deviceuuid: 'app-uid-7003', ...bearer(bannedSession.accessToken) },
        ),
        403,
        20,
        BANNED_MESSAGE,
      );
    });

    it('stores the advertising id, forgetting it when tracking is limited', async () => {
      const set = await app('/api/v1/app/ad/id', { adId: '38400000-8CF0-11BD-B23E-10B96E40000D' });
      expect(set.json()).toMatchObject({ isTrackingLimited: false });
      const device = () =>
        t.app.database.db
          .selectFrom('device')
          .selectAll()
          .where('device_uuid', '=', 'app-uid-7001')
          .executeTakeFirstOrThrow();
      expect((await device()).advertising_id).toBe('38400000-8cf0-11bd-b23e-10b96e40000d');
      const limited = await app('/api/v1/app/ad/id', { adId: '00000000-0000-0000-0000-000000000000' });
      expect(limited.json()).toMatchObject({ isTrackingLimited: true });
      expect((await device()).advertising_id).toBeNull();
      expectError(await app('/api/v1/app/ad/id', { adId: 'not-an-id' }), 400, 12);
      expectError(await app('/api/v1/app/ad/id', {}), 400, 10);
    });

    it('stores the app user id, linking the device to a signed-in member', async () => {
      const anonymous = await app('/api/v1/app/user/id', { appUserId: 'fcm-user-1' });
      expect(anonymous.json()).toMatchObject({ appUserId: 'fcm-user-1', isMemberLinked: false });
      const session = await signInNaver(t.app, 'naver-full');
      const linked = await app(
        '/api/v1/app/user/id',
        { appUserId: 'fcm-user-1' },
        { deviceuuid: 'app-uid-7001', ...bearer(session.accessToken) },
      );
      expect(linked.json()).toMatchObject({ isMemberLinked: true });
      expectError(await app('/api/v1/app/user/id', { appUserId: '  ' }), 400, 13);
      expectError(await app('/api/v1/app/user/id', { appUserId: 'x'.repeat(201) }), 400, 13);
      expectError(await app('/api/v1/app/user/id', {}), 400, 10);
    });

    it('records the app version and says when an update is required', async () => {
      const current = await app('/api/v1/app/version', { appVersion: '3.4.0', os: 'ios' });
      expect(current.json()).toEqual({ appVersion: '3.4.0', minVersion: '1.0.0', isUpdateRequired: false });
      await t.app.database.db.updateTable('app_state').set({ ios_min_version: '3.10.0' }).execute();
      const old = await app('/api/v1/app/version', { appVersion: '3.9.9', os: 'ios' });
      expect(old.json()).toEqual({ appVersion: '3.9.9', minVersion: '3.10.0', isUpdateRequired: true });
      expect(
        (await app('/api/v1/app/version', { appVersion: '3.9.9', os: 'android' })).json().isUpdateRequired,
      ).toBe(false);
      expectError(await app('/api/v1/app/version', { appVersion: '3.9', os: 'ios' }), 400, 12);
      expectError(await app('/api/v1/app/version', { appVersion: '3.9.0', os: 'windows' }), 400, 11);
      expectError(await app('/api/v1/app/version', { os: 'ios' }), 400, 10);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accountContract from '#contract/account.ts';
import * as accountAppContract from '#contract/account-app.ts';
import * as authContract from '#contract/auth.ts';
import { WEB_VERSION } from '#contract/constants.ts';
import { isEndpoint } from '#contract/endpoint.ts';
import { buildPath } from '#contract/rules/path.ts';
import { dialectCases } from '../../../tests/support/databases.ts';
import { runAdmin } from '../../admin/admin.ts';
import {
  type AuthTestApp,
  bearer,
  createAuthTestApp,
  type SignedIn,
  signInNaver,
} from '../auth/auth.testing.ts';

type ErrorBody = { code: number; name: string; message: string };

const memberEndpoints = [
  ...Object.values(authContract),
  ...Object.values(accountContract),
  ...Object.values(accountAppContract),
]
  .filter(isEndpoint)
  .filter((endpoint) => endpoint.auth === 'member');

describe.each(dialectCases())('account on $dialect', ({ dialect, available }) => {
  let t: AuthTestApp;
  let member: SignedIn;
  beforeAll(async () => {
    if (!available) return;
    t = await createAuthTestApp(dialect);
    member = await signInNaver(t.app, 'naver-full');
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const admin = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(args, {
      db: t.app.database.db,
      io: { out: (line) => out.push(line), err: (line) => err.push(line) },
      now: t.clock.now,
      builtWebVersion: t.app.config.WEB_VERSION,
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const device = { deviceuuid: 'w-7f3c2a9e-device' };

  describe.skipIf(!available)('who may call', () => {
    it('answers 401 code 110 on every member endpoint without a token, whatever the body', async () => {
      expect(memberEndpoints.length).toBeGreaterThanOrEqual(5);
      for (const endpoint of memberEndpoints) {
        const url = buildPath(endpoint.path, {});
        for (const payload of [undefined, { nonsense: true }]) {
          const response = await t.app.inject({
            method: endpoint.method,
            url,
            ...(payload && endpoint.method !== 'GET' ? { payload } : {}),
          });
          expect(response.statusCode, `${endpoint.method} ${url}`).toBe(401);
          expect((response.json() as ErrorBody).code, `${endpoint.method} ${url}`).toBe(110);
        }
      }
    });

    it('serves the same endpoints to a signed-in member', async () => {
      // The one member GET with a required parameter gets one.
      const queries: Record<string, string> = { '/api/v1/user/nick-name/validation': '?nickName=봄딸기' };
      for (const endpoint of memberEndpoints.filter((e) => e.method === 'GET')) {
        const query = queries[endpoint.path] ?? '';
        const response = await get(
          `${buildPath(endpoint.path, {})}${encodeURI(query)}`,
          bearer(member.accessToken),
        );
        expect(response.statusCode, endpoint.path).toBe(200);
      }
    });
  });

  describe.skipIf(!available)('app profile', () => {
    it('tells an anonymous visitor the service state and versions', async () => {
      const response = await get('/api/v2/app/profile');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        userInfo: { retrySignIn: false, banStatus: { isBanned: false, message: '' }, isTermsChange: true },
        systemInspectionInfo: { isProgress: false },
        appInfo: { webVersion: WEB_VERSION, androidMinVersion: '1.0.0', iOSMinVersion: '1.0.0' },
      });
    });

    it('follows the operator: maintenance, web version and app minimum versions', async () => {
      expect((await admin('maintenance', 'on')).code).toBe(0);
      expect((await admin('web-version', '2.30.1')).code).toBe(0);
      expect((await admin('app-min-version', 'ios', '3.2.0')).code).toBe(0);
      const on = (await get('/api/v2/app/profile')).json();
      expect(on.systemInspectionInfo.isProgress).toBe(true);
      expect(on.appInfo).toEqual({
        webVersion: '2.30.1',
        androidMinVersion: '1.0.0',
        iOSMinVersion: '3.2.0',
      });

      expect((await admin('maintenance', 'off')).code).toBe(0);
      expect((await admin('web-version', 'reset')).code).toBe(0);
      const off = (await get('/api/v2/app/profile')).json();
      expect(off.systemInspectionInfo.isProgress).toBe(false);
      expect(off.appInfo.webVersion).toBe(WEB_VERSION);
    });

    it('answers 51 while the operator parameters are missing, until a command writes them back', async () => {
      await t.app.database.db.deleteFrom('app_state').execute();
      const missing = await get('/api/v2/app/profile');
      expect(missing.statusCode).toBe(500);
      expect(missing.json()).toMatchObject({ code: 51, name: 'PARAMETER_STORE_ERROR' });
      expect(missing.json().message).toMatch(/[가-힣]/);

      expect((await admin('maintenance', 'off')).code).toBe(0);
      const back = await get('/api/v2/app/profile');
      expect(back.statusCode).toBe(200);
      expect(back.json().appInfo).toMatchObject({ androidMinVersion: '1.0.0', iOSMinVersion: '1.0.0' });
    });

    it('reports ban, terms and an ended session for a token holder', async () => {
      const session = await signInNaver(t.app, 'naver-full');
      const profile = async () => (await get('/api/v2/app/profile', bearer(session.accessToken))).json();
      expect((await profile()).userInfo).toEqual({
        retrySignIn: false,
        banStatus: { isBanned: false, message: '' },
        isTermsChange: true,
      });

      expect(
        (await admin('ban', 'full.consent@dev.jecheol.kr', '욕설로', '7일간', '이용이', '제한됩니다.')).code,
      ).toBe(0);
      expect((await admin('terms-change', 'full.consent@dev.jecheol.kr')).code).toBe(0);
      expect((await profile()).userInfo).toEqual({
        retrySignIn: false,
        banStatus: { isBanned: true, message: '욕설로 7일간 이용이 제한됩니다.' },
        isTermsChange: false,
      });

      const agreed = await t.app.inject({
        method: 'POST',
        url: '/api/v2/user/terms-change',
        headers: { ...bearer(session.accessToken), ...device },
      });
      expect(agreed.statusCode).toBe(200);
      expect(agreed.json()).toMatchObject({ isTermsChange: true });
      expect((await admin('unban', 'full.consent@dev.jecheol.kr')).code).toBe(0);
      expect((await profile()).userInfo).toMatchObject({
        banStatus: { isBanned: false, message: '' },
        isTermsChange: true,
      });

      await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/token/jwt',
        headers: { accesstoken: session.accessToken },
      });
      expect((await profile()).userInfo.retrySignIn).toBe(true);
    });

    it('asks an expired token to refresh (111) rather than answering as anonymous', async () => {
      const session = await signInNaver(t.app, 'naver-full');
      t.clock.advance(31 * 60_000);
      const response = await get('/api/v2/app/profile', bearer(session.accessToken));
      expect(response.statusCode).toBe(401);
      expect((response.json() as ErrorBody).code).toBe(111);
    });
  });

  describe.skipIf(!available)('user profile and settings', () => {
    it('shows and updates the member profile', async () => {
      const session = await signInNaver(t.app, 'naver-full');
      const before = (await get('/api/v2/user/profile', bearer(session.accessToken))).json();
      expect(before).toMatchObject({
        isMember: true,
        gender: 'F',
        birthYear: 1988,
        mobile: '010-1234-5678',
        channelType: 1001,
      });

      const updated = await t.app.inject({
        method: 'PUT',
        url: '/api/v2/user/profile',
        headers: bearer(session.accessToken),
        payload: { gender: 'M', birthYear: 1990 },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ gender: 'M', birthYear: 1990 });
      expect((await get('/api/v2/user/profile', bearer(session.accessToken))).json()).toMatchObject({
        gender: 'M',
      });
    });

    it('refuses an empty update (10), an unknown gender (11) and an under-14 birth year (403, 20)', async () => {
      const session = await signInNaver(t.app, 'naver-full');
      const put = (payload: object) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v2/user/profile',
          headers: bearer(session.accessToken),
          payload,
        });
      expect((await put({})).json()).toMatchObject({ code: 10 });
      expect((await put({ gender: 'X' })).json()).toMatchObject({ code: 11 });
      const young = await put({ birthYear: 2020 });
      expect(young.statusCode).toBe(403);
      expect(young.json()).toMatchObject({ code: 20, name: 'FORBIDDEN' });
      expect(young.json().message).toContain('보호자');
    });

    it('shows the member settings, following the push switch', async () => {
      const session = await signInNaver(t.app, 'naver-full');
      const settings = async () => (await get('/api/v1/user/settings', bearer(session.accessToken))).json();
      expect(await settings()).toMatchObject({
        pushYN: 'N',
        adYN: 'N',
        emailYN: 'N',
        smsYN: 'N',
        nickName: '제철러버',
      });

      const push = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/app/push',
        headers: { ...bearer(session.accessToken), deviceuuid: 'w-member-phone' },
        payload: { pushYN: true },
      });
      expect(push.json()).toEqual({ pushYN: 'Y', changedDt: t.clock.now.toISOString() });
      expect((await settings()).pushYN).toBe('Y');
    });
  });

  describe.skipIf(!available)('app calls', () => {
    it('needs the deviceUuid header (10), well-formed (12)', async () => {
      const noDevice = await t.app.inject({
        method: 'POST',
        url: '/api/v1/app/access',
        payload: { deviceType: 1003 },
      });
      expect(noDevice.statusCode).toBe(400);
      expect(noDevice.json()).toMatchObject({ code: 10 });
      const badDevice = await get('/api/v1/app/settings', { deviceuuid: 'not a device id!' });
      expect(badDevice.json()).toMatchObject({ code: 12 });
    });

    it('records accesses, telling the first one apart', async () => {
      const access = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/app/access',
          headers,
          payload: { deviceType: 1003, appVersion: '3.4.0' },
        });
      const first = await access({ deviceuuid: 'app-uid-0001' });
      expect(first.json()).toEqual({ isFirstAccess: true, accessDt: t.clock.now.toISOString() });
      expect((await access({ deviceuuid: 'app-uid-0001' })).json()).toMatchObject({ isFirstAccess: false });
      const session = await signInNaver(t.app, 'naver-full');
      expect(
        (await access({ deviceuuid: 'app-uid-0001', ...bearer(session.accessToken) })).json(),
      ).toMatchObject({
        isFirstAccess: false,
      });
    });

    it('keeps push consent per device, for anonymous devices too', async () => {
      const settings = (uuid: string) => get('/api/v1/app/settings', { deviceuuid: uuid });
      expect((await settings('w-anonymous-1')).json()).toEqual({ pushYN: 'N', adYN: 'N', isMember: false });
      const on = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/app/push',
        headers: { deviceuuid: 'w-anonymous-1' },
        payload: { pushYN: true },
      });
      expect(on.statusCode).toBe(200);
      expect((await settings('w-anonymous-1')).json()).toMatchObject({ pushYN: 'Y' });
      expect((await settings('w-anonymous-2')).json()).toMatchObject({ pushYN: 'N' });
      const off = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/app/push',
        headers: { deviceuuid: 'w-anonymous-1' },
        payload: { pushYN: false },
      });
      expect(off.json()).toMatchObject({ pushYN: 'N' });
      expect((await settings('w-anonymous-1')).json()).toMatchObject({ pushYN: 'N' });
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/app/push',
        headers: { deviceuuid: 'w-anonymous-1' },
        payload: { pushYN: 'Y' },
      });
      expect(bad.json()).toMatchObject({ code: 12 });
    });
  });
});

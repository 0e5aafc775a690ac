import { z } from 'zod';
import { versionSchema, ynSchema } from './account.ts';
import { deviceTypeSchema } from './auth.ts';
import { defineEndpoint, instant } from './endpoint.ts';

/**
 * The native app's device calls (/api/v1/app/…), served by server/modules/account/account.app.routes.ts.
 * Each sends the device's id in the `deviceUuid` header (missing: code 10) and works signed in or not;
 * with a member's token the member's own setting follows the device's where there is one.
 */

export const recordAppAccess = defineEndpoint({
  method: 'POST',
  path: '/api/v1/app/access',
  service: 'account',
  auth: 'optional',
  summary: '앱·웹 접속 기록 (헤더 deviceUuid 필수)',
  body: z.object({ deviceType: deviceTypeSchema, appVersion: versionSchema.optional() }),
  response: z.object({ isFirstAccess: z.boolean(), accessDt: z.string() }),
});

export const updateAppPush = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/app/push',
  service: 'account',
  auth: 'optional',
  summary: '기기 푸시 수신 설정 (헤더 deviceUuid 필수; 로그인 상태면 회원 설정도 변경)',
  body: z.object({ pushYN: z.boolean() }),
  /** changedDt: the consent change date, which Korean law requires telling the user. */
  response: z.object({ pushYN: ynSchema, changedDt: z.string() }),
});

export const appSettingsSchema = z.object({
  pushYN: ynSchema,
  adYN: ynSchema,
  isMember: z.boolean(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

export const getAppSettings = defineEndpoint({
  method: 'GET',
  path: '/api/v1/app/settings',
  service: 'account',
  auth: 'optional',
  summary: '기기 알림 설정 (헤더 deviceUuid 필수)',
  response: appSettingsSchema,
});

export const updateAppAd = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/app/ad',
  service: 'account',
  auth: 'optional',
  summary: '기기 광고성 알림 수신 동의 (헤더 deviceUuid 필수; 로그인 상태면 회원 설정도 변경)',
  body: z.object({ adYN: ynSchema }),
  response: z.object({ adYN: ynSchema, changedDt: instant }),
});

/** The all-zero id iOS and Android report when the user limits ad tracking. */
export const ZERO_ADVERTISING_ID = '00000000-0000-0000-0000-000000000000';

export const updateAppAdId = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/app/ad/id',
  service: 'account',
  auth: 'optional',
  summary: '기기 광고 식별자(ADID/IDFA) 등록 (헤더 deviceUuid 필수; 추적 제한이면 지움)',
  body: z.object({
    adId: z
      .string()
      .regex(
        /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/,
        '광고 식별자는 UUID 형식이어야 합니다.',
      ),
  }),
  /** isTrackingLimited: the app sent the all-zero id, so none is kept. */
  response: z.object({ isTrackingLimited: z.boolean(), changedDt: instant }),
});

export const updateAppUserId = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/app/user/id',
  service: 'account',
  auth: 'optional',
  summary: '앱 사용자 식별자(푸시·분석 SDK) 등록 (헤더 deviceUuid 필수; 로그인 상태면 기기를 회원에 연결)',
  body: z.object({
    appUserId: z
      .string()
      .trim()
      .min(1, { error: '앱 사용자 식별자가 비어 있습니다.' })
      .max(200, { error: '앱 사용자 식별자는 200자 이하여야 합니다.' }),
  }),
  response: z.object({ appUserId: z.string(), isMemberLinked: z.boolean(), changedDt: instant }),
});

export const appOsSchema = z.enum(['android', 'ios']);

export const updateAppVersion = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/app/version',
  service: 'account',
  auth: 'optional',
  summary: '설치된 앱 버전 기록, 강제 업데이트 필요 여부 (헤더 deviceUuid 필수)',
  body: z.object({ appVersion: versionSchema, os: appOsSchema }),
  response: z.object({
    appVersion: versionSchema,
    minVersion: versionSchema,
    /** The installed version is below the minimum for its OS: the app must update before use. */
    isUpdateRequired: z.boolean(),
  }),
});

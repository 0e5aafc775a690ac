import { z } from 'zod';
import { banStatusSchema, channelTypeSchema, deviceTypeSchema } from './auth.ts';
import { defineEndpoint } from './endpoint.ts';

/** Consent flags travel as 'Y'/'N' (spec section 3); the push call's body alone is a boolean. */
export const ynSchema = z.enum(['Y', 'N']);
export type YN = z.infer<typeof ynSchema>;

/** x.y.z, as the app reports its version and the server announces the minimum ones. */
export const versionSchema = z
  .string()
  .regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, '버전은 x.y.z 형식이어야 합니다.');

export const genderSchema = z.enum(['M', 'F', 'U']);
export type Gender = z.infer<typeof genderSchema>;

export const appProfileSchema = z.object({
  userInfo: z.object({
    /** True when the presented token belongs to a session that has ended: log out quietly and go home. */
    retrySignIn: z.boolean(),
    banStatus: banStatusSchema,
    /** True when the member has agreed to the current terms; false shows the terms-change modal. */
    isTermsChange: z.boolean(),
  }),
  systemInspectionInfo: z.object({ isProgress: z.boolean() }),
  appInfo: z.object({
    webVersion: z.string(),
    androidMinVersion: versionSchema,
    iOSMinVersion: versionSchema,
  }),
});
export type AppProfile = z.infer<typeof appProfileSchema>;

export const getAppProfile = defineEndpoint({
  method: 'GET',
  path: '/api/v2/app/profile',
  service: 'account',
  auth: 'optional',
  summary: '앱 프로필: 회원 상태, 점검 여부, 웹·앱 버전 (5분마다 다시 조회)',
  response: appProfileSchema,
});

export const userProfileSchema = z.object({
  email: z.string().nullable(),
  isMember: z.literal(true),
  nickName: z.string(),
  name: z.string().nullable(),
  gender: genderSchema.nullable(),
  birthYear: z.number().int().nullable(),
  mobile: z.string().nullable(),
  channelType: channelTypeSchema,
  /** Sign-up instant (ISO UTC). */
  signUpDt: z.string(),
  banStatus: banStatusSchema,
  isTermsChange: z.boolean(),
  retrySignIn: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const getUserProfile = defineEndpoint({
  method: 'GET',
  path: '/api/v2/user/profile',
  service: 'account',
  auth: 'member',
  summary: '회원 프로필',
  response: userProfileSchema,
});

/** The "etc." part of my-info; nickname and mobile have calls of their own. At least one field. */
export const updateUserProfileBodySchema = z.object({
  gender: genderSchema.optional(),
  birthYear: z.number().int().min(1900).max(2100).optional(),
});

export const updateUserProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/user/profile',
  service: 'account',
  auth: 'member',
  summary: '회원 프로필 수정 (성별, 출생연도)',
  body: updateUserProfileBodySchema,
  response: userProfileSchema,
});

export const userSettingsSchema = z.object({
  /** Informational notifications (spec: informational_notification). */
  pushYN: ynSchema,
  /** Marketing notifications (spec: marketing_notification). */
  adYN: ynSchema,
  emailYN: ynSchema,
  smsYN: ynSchema,
  nickName: z.string(),
  signUpDt: z.string(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const getUserSettings = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/settings',
  service: 'account',
  auth: 'member',
  summary: '회원 알림·수신 동의 설정',
  response: userSettingsSchema,
});

export const agreeTermsChange = defineEndpoint({
  method: 'POST',
  path: '/api/v2/user/terms-change',
  service: 'account',
  auth: 'member',
  summary: '변경된 약관 동의 (헤더: Authorization, deviceUuid)',
  response: z.object({ isTermsChange: z.literal(true), agreedDt: z.string() }),
});

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

export const accountEndpoints = [
  getAppProfile,
  getUserProfile,
  updateUserProfile,
  getUserSettings,
  agreeTermsChange,
  recordAppAccess,
  updateAppPush,
  getAppSettings,
] as const;

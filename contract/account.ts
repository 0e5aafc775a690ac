import { z } from 'zod';
import { banStatusSchema, channelTypeSchema } from './auth.ts';
import { defineEndpoint, instant } from './endpoint.ts';
import { CELLPHONE_MESSAGES, normalizeCellphone } from './rules/cellphone.ts';
import { NICKNAME_LENGTH, NICKNAME_MESSAGES } from './rules/nickname.ts';

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
  /** False while the person has signed in but not agreed on /sign-up yet. */
  isMember: z.boolean(),
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
  beforeSignUp: true,
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
  /**
   * When each consent was last given or withdrawn (the settings screen's "동의일"; Korean law wants
   * the member told the date of every marketing consent change). null: never changed since sign-up,
   * so still the sign-up default 'N'.
   */
  pushYNChangedDt: instant.nullable(),
  adYNChangedDt: instant.nullable(),
  emailYNChangedDt: instant.nullable(),
  smsYNChangedDt: instant.nullable(),
  nickName: z.string(),
  signUpDt: z.string(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const getUserSettings = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/settings',
  service: 'account',
  auth: 'member',
  beforeSignUp: true,
  summary: '회원 알림·수신 동의 설정',
  response: userSettingsSchema,
});

/**
 * A query or body value that is required: absent and blank alike are code 10 (spec section 5), with
 * the Korean message given. The blank case carries `params.required`, which the server's error
 * handler reads as "missing" (an absent value it recognises by itself).
 */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .max(max, { error: '입력한 값이 너무 깁니다.' })
    .refine((value) => value.trim() !== '', { message, params: { required: true } });
}

/** A mobile number in any accepted spelling (contract/rules/cellphone.ts), handed on as `010-XXXX-XXXX`. */
export const cellphoneSchema = requiredText(CELLPHONE_MESSAGES.REQUIRED, 20).transform((value, ctx) => {
  const normalized = normalizeCellphone(value);
  if (normalized === null) {
    ctx.addIssue({ code: 'invalid_format', format: 'regex', message: CELLPHONE_MESSAGES.FORMAT });
    return z.NEVER;
  }
  return normalized;
});

/**
 * A nickname as typed. Only presence and a generous length cap are checked here; the rule itself
 * (contract/rules/nickname.ts) is applied by the server so it can say which rule failed.
 */
export const nicknameInputSchema = requiredText(NICKNAME_MESSAGES.REQUIRED, NICKNAME_LENGTH.max * 4);

export const updateAdConsent = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/user/ad-consent',
  service: 'account',
  auth: 'member',
  beforeSignUp: true,
  summary: '마케팅 정보 수신 동의 변경 (이메일, 문자); 바뀐 항목만 변경일을 기록',
  body: z.object({ emailYN: ynSchema, smsYN: ynSchema }),
  response: z.object({
    emailYN: ynSchema,
    smsYN: ynSchema,
    emailYNChangedDt: instant.nullable(),
    smsYNChangedDt: instant.nullable(),
  }),
});

export const updateCellphone = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/user/cellphone',
  service: 'account',
  auth: 'member',
  summary: '휴대전화번호 변경 (010-1234-5678 또는 숫자만; 010-XXXX-XXXX로 저장)',
  body: z.object({ cellphone: cellphoneSchema }),
  response: z.object({ cellphone: z.string(), changedDt: instant }),
});

export const findEmailByCellphone = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/email',
  service: 'account',
  auth: 'none',
  summary: '휴대전화번호로 가입한 계정의 이메일 찾기 (가려진 이메일; 없으면 코드 8)',
  query: z.object({ cellphone: cellphoneSchema }),
  response: z.object({
    /** Every account signed up with this number (a person may have a Naver and an Apple one), newest first. */
    accounts: z
      .array(
        z.object({
          /** `fu**********@dev.jecheol.kr`: enough to recognise, not to read. null: the provider gave none. */
          maskedEmail: z.string().nullable(),
          channelType: channelTypeSchema,
          signUpDt: instant,
        }),
      )
      .min(1),
  }),
});

export const nicknameProblemSchema = z.enum([
  'REQUIRED',
  'LENGTH',
  'CHARACTERS',
  'BANNED_WORD',
  'TAKEN',
  'SAME_AS_CURRENT',
]);
export type NicknameVerdictProblem = z.infer<typeof nicknameProblemSchema>;

export const validateNickname = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/nick-name/validation',
  service: 'account',
  auth: 'member',
  summary: '닉네임 사용 가능 여부 (규칙·금칙어·중복; 변경 가능일 포함)',
  query: z.object({ nickName: nicknameInputSchema }),
  response: z.object({
    /** The nickname as it would be stored (NFC, trimmed). */
    nickName: z.string(),
    isAvailable: z.boolean(),
    /** The rule that failed; null when available. */
    problem: nicknameProblemSchema.nullable(),
    /** What to show under the field (contract/rules/nickname.ts NICKNAME_MESSAGES). */
    message: z.string(),
    /** null: the member may change the nickname now; else the first instant a change is allowed (code 87 before). */
    nextChangeDt: instant.nullable(),
  }),
});

export const updateNickname = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/user/nick-name',
  service: 'account',
  auth: 'member',
  summary: '닉네임 변경 (규칙 위반 12·13, 중복 18, 변경 주기 초과 87)',
  body: z.object({ nickName: nicknameInputSchema }),
  response: z.object({
    nickName: z.string(),
    changedDt: instant,
    /** When the next change is allowed. */
    nextChangeDt: instant,
  }),
});

export const agreeTermsChange = defineEndpoint({
  method: 'POST',
  path: '/api/v2/user/terms-change',
  service: 'account',
  auth: 'member',
  summary: '변경된 약관 동의 (헤더: Authorization, deviceUuid)',
  response: z.object({ isTermsChange: z.literal(true), agreedDt: z.string() }),
});

/**
 * /sign-up's agreement: the required items, each 'Y' (anything else is REQUIRED_VALUE_MISSING and
 * changes nothing). Makes the person a member, and agrees to the current terms; the optional marketing
 * consent has calls of its own (ad-consent, app/ad). Agreeing again changes nothing and answers the
 * first agreement's instant, so a retry is safe.
 */
export const signUpAgreementBodySchema = z.object({
  termsYN: ynSchema,
  privacyYN: ynSchema,
  ageYN: ynSchema,
});

export const agreeSignUp = defineEndpoint({
  method: 'POST',
  path: '/api/v2/user/sign-up',
  service: 'account',
  auth: 'member',
  beforeSignUp: true,
  summary: '가입 약관 동의 (필수: 서비스 이용약관, 개인정보 수집 및 이용, 만 14세 이상)',
  body: signUpAgreementBodySchema,
  response: z.object({ isMember: z.literal(true), agreedDt: instant }),
});

/** Reasons offered on /withdraw; OTHER lets the member write their own. */
export const WITHDRAWAL_REASONS = {
  RARELY_USED: '이용 빈도가 낮아요',
  FEW_PRODUCTS: '원하는 상품이 없어요',
  PRICE: '가격이 비싸요',
  DELIVERY: '배송이 불만족스러워요',
  SERVICE: '서비스 이용이 불편해요',
  PRIVACY: '개인정보가 걱정돼요',
  OTHER: '기타',
} as const;
export const withdrawalReasonCodeSchema = z.enum(
  Object.keys(WITHDRAWAL_REASONS) as [
    keyof typeof WITHDRAWAL_REASONS,
    ...(keyof typeof WITHDRAWAL_REASONS)[],
  ],
);

/**
 * Closes the member's account in one transaction: every session and refresh token is revoked,
 * personal data (e-mail, name, mobile, birth year, gender, the provider's id for the person, likes,
 * survey answers, the shop order copy) is removed, the nickname becomes WITHDRAWN_NICKNAME, and the
 * withdrawal (date, reason) is recorded. Community content stays, shown under WITHDRAWN_NICKNAME.
 * Signing in again with the same provider makes a new member.
 */
export const withdrawMember = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/auth/social/withdrawal',
  service: 'account',
  auth: 'member',
  beforeSignUp: true,
  summary: '회원 탈퇴 (본문 선택: 사유). 모든 로그인 세션 종료, 개인정보 삭제, 커뮤니티 글은 익명으로 유지',
  body: z
    .object({
      reasonCode: withdrawalReasonCodeSchema.optional(),
      reason: z.string().trim().max(500, { error: '탈퇴 사유는 500자 이하로 입력해 주세요.' }).optional(),
    })
    // No body at all reaches the schema as null or undefined, depending on the request.
    .nullish(),
  response: z.object({ isWithdrawn: z.literal(true), withdrawnDt: instant }),
});

/**
 * The whole error catalogue of spec section 8. Every error the API sends has this code, this name and
 * this Korean message (the server may send a more specific message, never a less clear one).
 */
export const errorCatalogue = {
  UNEXPECTED_ERROR: {
    code: 5,
    status: 500,
    message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  },
  NO_DATA: { code: 8, status: 404, message: '요청하신 정보를 찾을 수 없습니다.' },
  UNSUPPORTED: { code: 9, status: 404, message: '지원하지 않는 요청입니다.' },
  REQUIRED_VALUE_MISSING: { code: 10, status: 400, message: '필수 값이 누락되었습니다.' },
  UNDEFINED: { code: 11, status: 400, message: '정의되지 않은 값입니다.' },
  NOT_MATCHED: { code: 12, status: 400, message: '입력한 값의 형식이 올바르지 않습니다.' },
  OUT_OF_RANGE: { code: 13, status: 400, message: '허용된 범위를 벗어난 값입니다.' },
  DUPLICATED_REQUEST: { code: 18, status: 409, message: '이미 처리된 요청입니다.' },
  // Codes 19, 20 and 53 are ours (spec section 8 has none for these statuses); docs/api-errors.md lists
  // every status the server sends with its code.
  TOO_MANY_REQUESTS: { code: 19, status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  FORBIDDEN: { code: 20, status: 403, message: '이 요청을 처리할 권한이 없습니다.' },
  PARAMETER_STORE_ERROR: {
    code: 51,
    status: 500,
    message: '설정 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  SEARCH_ENGINE_ERROR: {
    code: 52,
    status: 503,
    message: '검색 서비스에 일시적인 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  },
  SERVICE_UNAVAILABLE: {
    code: 53,
    status: 503,
    message: '서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  NAVER_LOGIN_ERROR: { code: 81, status: 401, message: '네이버 로그인에 실패했습니다. 다시 시도해 주세요.' },
  APPLE_LOGIN_ERROR: { code: 82, status: 401, message: 'Apple 로그인에 실패했습니다. 다시 시도해 주세요.' },
  SIGNUP_PROHIBITED: {
    code: 83,
    status: 403,
    message: '가입이 제한된 계정입니다. 고객센터로 문의해 주세요.',
  },
  SIGNUP_PROHIBITED_APPLE: {
    code: 84,
    status: 403,
    message: '가입이 제한된 Apple 계정입니다. 고객센터로 문의해 주세요.',
  },
  /**
   * A person signed in (their first sign-in made the account) but has not agreed to the required items
   * on /sign-up yet: every member-only call except those the agreement screen needs answers this, and
   * the SPA sends them to /sign-up.
   */
  SIGN_UP_REQUIRED: {
    code: 85,
    status: 403,
    message: '가입을 마치려면 필수 약관에 동의해 주세요.',
  },
  NICKNAME_LIMIT_OVER: { code: 87, status: 400, message: '닉네임 변경 가능 횟수를 초과했습니다.' },
  LIKE_PRODUCT_MAX_LIMIT_ERROR: { code: 91, status: 400, message: '찜할 수 있는 상품 수를 초과했습니다.' },
  LIKE_SHOP_MAX_LIMIT_ERROR: { code: 92, status: 400, message: '찜할 수 있는 상점 수를 초과했습니다.' },
  TOKEN_NULL_OR_EMPTY: { code: 110, status: 401, message: '로그인이 필요합니다.' },
  ACCESS_TOKEN_EXPIRED: { code: 111, status: 401, message: '로그인 정보가 만료되었습니다.' },
  REFRESH_TOKEN_EXPIRED: {
    code: 112,
    status: 401,
    message: '로그인이 만료되어 자동으로 로그아웃됩니다. 다시 로그인해 주세요.',
  },
  CACHE_CREATION_TIMEOUT: {
    code: 141,
    status: 503,
    message: '요청 처리 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.',
  },
  EXTERNAL_API_ERROR: { code: 180, status: 502, message: '외부 서비스 연동 중 오류가 발생했습니다.' },
  /** The shop refused or did not answer closing the member's shop account: nothing was closed. */
  CAFE_WITHDRAWAL_FAILED: {
    code: 400,
    status: 502,
    message: '쇼핑몰 회원 탈퇴 처리에 실패했습니다. 고객센터로 문의해 주세요.',
  },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type ErrorName = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorName]['code'];

export const errorNames = Object.keys(errorCatalogue) as ErrorName[];

const byCode = new Map<number, ErrorName>(errorNames.map((name) => [errorCatalogue[name].code, name]));

export function errorNameOf(code: number): ErrorName | undefined {
  return byCode.get(code);
}

/**
 * The one error body every endpoint answers with, next to an HTTP status of 4xx or 5xx. This file
 * stays free of zod so the SPA's first load can use the catalogue; the schema is `apiErrorSchema` in
 * endpoint.ts.
 */
export interface ApiError {
  code: number;
  name: string;
  message: string;
}

export function apiError(name: ErrorName, message?: string): ApiError {
  const entry = errorCatalogue[name];
  return { code: entry.code, name, message: message ?? entry.message };
}

export { clientFallbackMessages } from './fallback-messages.ts';

// Its own module, free of the error catalogue: the SPA's first screen needs these texts, not the catalogue.

/** Fallback texts the client shows (spec section 8) when the server gave no message of its own. */
export const clientFallbackMessages = {
  temporary: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  shareFailed: '문제가 발생하여 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  signInFailed: '일시적인 문제로 페이지를 표시할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  applePopupFailed: '일시적인 문제로 로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  network: '네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
} as const;

/**
 * The one client with a time limit (src/api/http.ts LONG_CALL_TIMEOUT_MS) gave up waiting. Its own
 * export, outside the object above, so only the screens that use it carry it (not the first load).
 */
export const TIMEOUT_MESSAGE = '응답이 늦어져 요청을 마치지 못했습니다. 잠시 후 다시 시도해 주세요.';

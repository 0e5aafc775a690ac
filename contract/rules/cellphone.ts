/**
 * The Korean mobile number rule, written once (zod-free, so the SPA imports it directly). A number is
 * 010 and eight more digits (every mobile number since the 2G shutdown of 2021); it may be typed with
 * hyphens, spaces or dots between the parts, or as 11 plain digits. It is stored and shown as
 * `010-XXXX-XXXX`, the form the Naver profile gives us.
 */

export const CELLPHONE_MESSAGES = {
  REQUIRED: '휴대전화번호를 입력해 주세요.',
  FORMAT: '휴대전화번호는 010-1234-5678 형식으로 입력해 주세요.',
} as const;

/** The stored form. */
export const CELLPHONE_PATTERN = /^010-\d{4}-\d{4}$/;

const TYPED = /^010[-. ]?(\d{4})[-. ]?(\d{4})$/;

/** `010-XXXX-XXXX` for a valid number in any accepted spelling, else null. */
export function normalizeCellphone(raw: string): string | null {
  const match = TYPED.exec(raw.trim());
  if (!match) return null;
  return `010-${match[1]}-${match[2]}`;
}

/** Only what is needed to recognise one's own number: `010-****-5678`. */
export function maskCellphone(cellphone: string): string {
  return cellphone.replace(/^(010)-\d{4}-(\d{4})$/, '$1-****-$2');
}

import { CELLPHONE_MESSAGES, normalizeCellphone } from '#contract/rules/cellphone.ts';

/** Digits of a Korean mobile number: 010 and eight more. */
export const CELLPHONE_DIGITS = 11;

/**
 * The field's text as the member types: digits only, at most 11, hyphenated 3-4-4 as they come
 * (`0101234` -> `010-1234`), so the number reads as it will be stored (contract/rules/cellphone.ts).
 */
export function formatCellphoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, CELLPHONE_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

export type CellphoneCheck = { ok: true; cellphone: string } | { ok: false; message: string };

/** The contract's rule with its messages; the server applies the same one. */
export function checkCellphone(raw: string, current: string | null): CellphoneCheck {
  if (raw.trim() === '') return { ok: false, message: CELLPHONE_MESSAGES.REQUIRED };
  const cellphone = normalizeCellphone(raw);
  if (cellphone === null) return { ok: false, message: CELLPHONE_MESSAGES.FORMAT };
  if (cellphone === current) return { ok: false, message: SAME_CELLPHONE_MESSAGE };
  return { ok: true, cellphone };
}

export const SAME_CELLPHONE_MESSAGE = '지금 등록된 번호와 같아요.';

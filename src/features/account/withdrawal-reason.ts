import type { WITHDRAWAL_REASONS } from '#contract/account.ts';

export type WithdrawalReasonCode = keyof typeof WITHDRAWAL_REASONS;

/** The server's cap on the free text (contract/account.ts withdrawMember). */
export const WITHDRAWAL_REASON_MAX = 500;
/** "기타" needs a few words to be worth reading. */
export const OTHER_REASON_MIN = 5;

export const WITHDRAWAL_REASON_MESSAGES = {
  CODE_REQUIRED: '탈퇴 사유를 선택해 주세요.',
  OTHER_REQUIRED: `기타 사유를 ${OTHER_REASON_MIN}자 이상 입력해 주세요.`,
  TOO_LONG: `탈퇴 사유는 ${WITHDRAWAL_REASON_MAX}자 이하로 입력해 주세요.`,
} as const;

export type WithdrawalReasonCheck =
  | { ok: true; body: { reasonCode: WithdrawalReasonCode; reason?: string } }
  | { ok: false; field: 'code' | 'text'; message: string };

/** Characters as the member sees them (code points), as the counter shows them. */
export function textLength(text: string): number {
  return [...text].length;
}

/**
 * The reason form's rule: a choice is required; "기타" (OTHER) needs its text, any choice may add
 * one, at most WITHDRAWAL_REASON_MAX characters after trimming. Blank text is left out of the body.
 */
export function checkWithdrawalReason(
  code: WithdrawalReasonCode | null,
  text: string,
): WithdrawalReasonCheck {
  if (code === null) return { ok: false, field: 'code', message: WITHDRAWAL_REASON_MESSAGES.CODE_REQUIRED };
  const reason = text.trim();
  const length = textLength(reason);
  if (length > WITHDRAWAL_REASON_MAX)
    return { ok: false, field: 'text', message: WITHDRAWAL_REASON_MESSAGES.TOO_LONG };
  if (code === 'OTHER' && length < OTHER_REASON_MIN)
    return { ok: false, field: 'text', message: WITHDRAWAL_REASON_MESSAGES.OTHER_REQUIRED };
  return { ok: true, body: reason === '' ? { reasonCode: code } : { reasonCode: code, reason } };
}

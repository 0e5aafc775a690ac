import type { BanStatus } from '#contract/auth.ts';
import { seoulDate } from '#contract/rules/seoul-time.ts';
import { banGraceEndsAt } from '#contract/rules/star-rules.ts';

/**
 * The one restriction path: a member the operator banned (`npm run admin -- ban`) or force-withdrew
 * (`member force-withdraw`) is restricted alike. They may sign in and read, and exchange their stars
 * for a month (point.exchange.ts), but every other action is refused with FORBIDDEN (code 20) and
 * this message (account.service.ts refuseBanned, and the game's own check), and the sign-in and the
 * profiles report it as banStatus, so the SPA shows it in its ban alert.
 */
export interface RestrictionColumns {
  is_banned: number;
  ban_message: string;
  force_withdrawn_at: string | null;
  force_withdrawal_reason: string | null;
}

/** When a forced withdrawal's month ends: the stars expire and the account is closed (the ban grace rule). */
export function forcedWithdrawalEndsAt(forceWithdrawnAt: string): Date {
  return banGraceEndsAt(new Date(forceWithdrawnAt));
}

/** Whether the month after a forced withdrawal is over at `now` (the account is due to close). */
export function forcedWithdrawalOver(
  row: Pick<RestrictionColumns, 'force_withdrawn_at'>,
  now: Date,
): boolean {
  return (
    row.force_withdrawn_at !== null &&
    forcedWithdrawalEndsAt(row.force_withdrawn_at).getTime() <= now.getTime()
  );
}

/** What a force-withdrawn member reads: why, and until when they may still exchange their stars. */
export function forcedWithdrawalMessage(forceWithdrawnAt: string, reason: string | null): string {
  const lastDay = seoulDate(new Date(forcedWithdrawalEndsAt(forceWithdrawnAt).getTime() - 1));
  const why = reason ? ` (사유: ${reason})` : '';
  return `운영 정책에 따라 강제 탈퇴 처리된 계정입니다${why}. ${lastDay}까지 별 조회와 쇼핑몰 포인트 전환만 할 수 있으며, 이후 남은 별은 소멸되고 계정이 닫힙니다.`;
}

/** The member's restriction as the API reports it (banStatus); a forced withdrawal's message wins. */
export function restrictionOf(row: RestrictionColumns): BanStatus {
  if (row.force_withdrawn_at !== null) {
    return {
      isBanned: true,
      message: forcedWithdrawalMessage(row.force_withdrawn_at, row.force_withdrawal_reason),
    };
  }
  return { isBanned: row.is_banned === 1, message: row.is_banned === 1 ? row.ban_message : '' };
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { forcedWithdrawalEndsAt, forcedWithdrawalOver } from '../auth/auth.ban.ts';
import { expireDue } from '../point/point.service.ts';
import { findMemberById } from './account.repository.ts';
import { closeAccounts, type ShopOfWithdrawal, ShopWithdrawalFailed } from './account.withdrawal.ts';

/**
 * A forced withdrawal by the operator (spec, terms content: "after permanent suspension or forced
 * withdrawal points can be converted within 1 month, then remaining points and coupons expire").
 *
 * 1. `member force-withdraw` marks the member (member.force_withdrawn_at, the reason). From then on the
 *    member is restricted exactly as a banned one (auth.ban.ts): they may sign in, read their stars and
 *    exchange them; every other action answers FORBIDDEN with the forced-withdrawal message. They earn
 *    no stars.
 * 2. One month later (banGraceEndsAt, the ban's rule) the stars stop counting: the ledger's cutoff
 *    (point.service.ts cutoffOf) makes every read show none from that instant, whether or not a job ran,
 *    and the guard ends the member's sessions.
 * 3. `member close-due` (or the member's next sign-in) writes the expiry rows through the ledger and
 *    closes the account with the withdrawal's own code (account.withdrawal.ts: the shop account first,
 *    then sessions revoked, personal data removed, recorded in member_withdrawal with forced = 1). Both
 *    steps are idempotent; when the shop does not close its account, ours stays as it is and the next
 *    run (or sign-in) tries again.
 */

export type ForceWithdrawResult =
  | { status: 'marked'; endsAt: Date }
  /** Marked before: the first decision's month stands (running the command again changes nothing). */
  | { status: 'already'; endsAt: Date; reason: string | null };

export async function forceWithdraw(
  db: Kysely<DB>,
  input: { memberId: number; reason: string; now: Date },
): Promise<ForceWithdrawResult> {
  const row = await findMemberById(db, input.memberId);
  if (!row) throw new AppError('NO_DATA', '회원을 찾을 수 없습니다.');
  if (row.withdrawn_at !== null) throw new AppError('DUPLICATED_REQUEST', '이미 탈퇴한 회원입니다.');
  const now = input.now.toISOString();
  // Only a live member not yet marked: of two runs at once, one marks and the other reads its mark.
  const marked = await db
    .updateTable('member')
    .set({ force_withdrawn_at: now, force_withdrawal_reason: input.reason, updated_at: now })
    .where('member_id', '=', input.memberId)
    .where('force_withdrawn_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (marked.numUpdatedRows > 0n) return { status: 'marked', endsAt: forcedWithdrawalEndsAt(now) };
  const current = await findMemberById(db, input.memberId);
  if (!current?.force_withdrawn_at) throw new AppError('DUPLICATED_REQUEST', '이미 탈퇴한 회원입니다.');
  return {
    status: 'already',
    endsAt: forcedWithdrawalEndsAt(current.force_withdrawn_at),
    reason: current.force_withdrawal_reason,
  };
}

export type CloseOutcome = 'closed' | 'not-due' | 'already-closed' | 'not-force-withdrawn';

/**
 * Closes one force-withdrawn member whose month is over: the stars expire through the ledger (rows
 * with the reason '강제 탈퇴 후 1개월이 지나 소멸'), then the accounts close as a withdrawal does (the
 * shop's first). A shop that does not close its account throws ShopWithdrawalFailed, ours left open.
 */
export async function closeForcedWithdrawal(
  db: Kysely<DB>,
  shop: ShopOfWithdrawal,
  memberId: number,
  now: Date,
): Promise<CloseOutcome> {
  const row = await findMemberById(db, memberId);
  if (!row?.force_withdrawn_at) return 'not-force-withdrawn';
  if (row.withdrawn_at !== null) return 'already-closed';
  if (!forcedWithdrawalOver(row, now)) return 'not-due';
  await expireDue(db, memberId, now);
  try {
    await closeAccounts(db, shop, {
      memberId,
      reasonCode: 'OTHER',
      reason: row.force_withdrawal_reason,
      forced: true,
      now,
    });
  } catch (error) {
    // Closed meanwhile (a sign-in and the command at once): the other one did it.
    if (error instanceof AppError && error.body.code === 18) return 'already-closed';
    throw error;
  }
  return 'closed';
}

/**
 * `member close-due`: every force-withdrawn member whose month is over and whose account is open.
 * One the shop would not close is left for the next run (`shopFailed`), the others go on.
 */
export async function closeDueForcedWithdrawals(
  db: Kysely<DB>,
  shop: ShopOfWithdrawal,
  now: Date,
): Promise<{ closed: number[]; waiting: number; shopFailed: { memberId: number; reason: string }[] }> {
  const open = await db
    .selectFrom('member')
    .select(['member_id', 'force_withdrawn_at'])
    .where('force_withdrawn_at', 'is not', null)
    .where('withdrawn_at', 'is', null)
    .orderBy('member_id')
    .execute();
  const closed: number[] = [];
  const shopFailed: { memberId: number; reason: string }[] = [];
  let waiting = 0;
  for (const member of open) {
    if (!forcedWithdrawalOver(member, now)) {
      waiting += 1;
      continue;
    }
    try {
      if ((await closeForcedWithdrawal(db, shop, member.member_id, now)) === 'closed') {
        closed.push(member.member_id);
      }
    } catch (error) {
      if (!(error instanceof ShopWithdrawalFailed)) throw error;
      shopFailed.push({ memberId: member.member_id, reason: error.answer.reason });
    }
  }
  return { closed, waiting, shopFailed };
}

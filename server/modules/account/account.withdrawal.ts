import type { Kysely } from 'kysely';
import type { WITHDRAWAL_REASONS } from '#contract/account.ts';
import { errorCatalogue } from '#contract/errors.ts';
import { WITHDRAWN_NICKNAME } from '#contract/rules/nickname.ts';
import type { DB, Db } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { revokeMemberSessions } from '../auth/auth.repository.ts';
import { deleteOrdersOf, shopMemberIdOf } from '../order/order.repository.ts';
import { findMemberById } from './account.repository.ts';
import type { ShopAccounts, ShopWithdrawalAnswer } from './shop-accounts.ts';

/**
 * Closing an account (DELETE /api/v2/auth/social/withdrawal, or the operator's forced withdrawal).
 *
 * The member row stays, anonymised, rather than being deleted: what the member wrote in the community
 * (tables that will reference member_id) keeps an author shown as WITHDRAWN_NICKNAME, and the star
 * ledger keeps its rows. Everything that identifies the person goes: e-mail, name, gender, birth year,
 * mobile, the provider's id for them (so signing in again with the same Naver or Apple account makes
 * a new member), their likes, survey answers and our copy of their shop orders. All of it happens in
 * one transaction with the revocation of every session, so no token outlives the account.
 *
 * A member of the shop (cafe24_registered) has a shop account too, closed first through the shop
 * adapter (`closeAccounts`): when the shop refuses or does not answer, nothing here changes and the
 * member gets CAFE_WITHDRAWAL_FAILED; the shop's call is idempotent, so a retry after a shop that
 * closed but answered too late, or after our own transaction failed, closes ours and nothing twice.
 */

export interface WithdrawalInput {
  memberId: number;
  reasonCode: keyof typeof WITHDRAWAL_REASONS | null;
  reason: string | null;
  /** true: the operator closed the account (the star ledger gives such members a month to exchange). */
  forced: boolean;
  now: Date;
}

async function erasePersonalData(trx: Db, memberId: number): Promise<void> {
  await trx.deleteFrom('product_like').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('shop_like').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('member_survey').where('member_id', '=', memberId).execute();
  // The devices stay the devices' (their push consent is theirs), but no longer point at the person.
  await trx.updateTable('device').set({ member_id: null }).where('member_id', '=', memberId).execute();
  // Refresh tokens are dead with their sessions; their hashes are removed as well.
  await trx
    .deleteFrom('refresh_token')
    .where('session_id', 'in', (eb) =>
      eb.selectFrom('auth_session').select('session_id').where('member_id', '=', memberId),
    )
    .execute();
}

export const SHOP_WITHDRAWAL_MESSAGES = {
  refused: errorCatalogue.CAFE_WITHDRAWAL_FAILED.message,
  unavailable: '쇼핑몰 회원 탈퇴 처리에 실패했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/** The shop did not close the account: nothing of ours changed. */
export class ShopWithdrawalFailed extends AppError {
  constructor(readonly answer: Exclude<ShopWithdrawalAnswer, { kind: 'withdrawn' }>) {
    super('CAFE_WITHDRAWAL_FAILED', SHOP_WITHDRAWAL_MESSAGES[answer.kind]);
  }
}

export interface ShopOfWithdrawal {
  accounts: ShopAccounts;
  /** With the stand-ins only: how the development shop answers (X-Dev-Shop-Answer). */
  devAnswer?: string | undefined;
}

/** Closes the member's shop account, then ours (the module comment says why in this order). */
export async function closeAccounts(
  db: Kysely<DB>,
  shop: ShopOfWithdrawal,
  input: WithdrawalInput,
): Promise<{ withdrawnDt: string }> {
  const row = await findMemberById(db, input.memberId);
  if (!row) throw new AppError('NO_DATA', '회원을 찾을 수 없습니다.');
  if (row.withdrawn_at !== null) throw new AppError('DUPLICATED_REQUEST', '이미 탈퇴한 회원입니다.');
  if (row.cafe24_registered === 1) {
    const answer = await shop.accounts.withdraw(shopMemberIdOf(row), shop.devAnswer);
    if (answer.kind !== 'withdrawn') throw new ShopWithdrawalFailed(answer);
  }
  return withdrawAccount(db, input);
}

/** Our side of a withdrawal alone: one transaction (closeAccounts calls it once the shop has closed). */
export async function withdrawAccount(
  db: Kysely<DB>,
  input: WithdrawalInput,
): Promise<{ withdrawnDt: string }> {
  const now = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await findMemberById(trx, input.memberId);
    if (!row) throw new AppError('NO_DATA', '회원을 찾을 수 없습니다.');
    if (row.withdrawn_at !== null) throw new AppError('DUPLICATED_REQUEST', '이미 탈퇴한 회원입니다.');
    // Claim the withdrawal first: of two concurrent requests only one updates the live row.
    const claimed = await trx
      .updateTable('member')
      .set({
        withdrawn_at: now,
        updated_at: now,
        provider_subject: `withdrawn:${row.member_id}`,
        email: null,
        name: null,
        gender: null,
        birth_year: null,
        mobile: null,
        mobile_changed_at: null,
        nickname: WITHDRAWN_NICKNAME,
        nickname_key: null,
        push_yn: 0,
        ad_yn: 0,
        email_yn: 0,
        sms_yn: 0,
        signup_click_key: null,
      })
      .where('member_id', '=', row.member_id)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) throw new AppError('DUPLICATED_REQUEST', '이미 탈퇴한 회원입니다.');
    await trx
      .insertInto('member_withdrawal')
      .values({
        member_id: row.member_id,
        withdrawn_at: now,
        forced: input.forced ? 1 : 0,
        reason_code: input.reasonCode,
        reason: input.reason,
        channel_type: row.channel_type,
      })
      .execute();
    await revokeMemberSessions(trx, row.member_id, input.forced ? 'forced-withdrawal' : 'withdrawal', now);
    await erasePersonalData(trx, row.member_id);
    await deleteOrdersOf(trx, shopMemberIdOf(row));
    return { withdrawnDt: now };
  });
}

import { COMMUNITY_STARS } from '../../../../contract/community-rules.ts';
import { seoulDate, seoulDayStart } from '../../../../contract/point.ts';
import type { Db } from '../../../db/schema.ts';
import { findEntryByKey, inTransaction, lockAccount } from '../../point/point.repository.ts';
import { awardStars, expireDue, revokeStars } from '../../point/point.service.ts';

/**
 * The community's stars, through the ledger's one award function. Every community award has the source
 * 'community', and one member earns at most COMMUNITY_STARS.dailyCap of them in a Seoul day: the cap is
 * read under the member's account lock, so parallel replies cannot pass it together.
 */
const SOURCE = 'community';

export interface CommunityAward {
  memberId: number;
  amount: number;
  /** The history's line, in Korean. */
  reason: string;
  /** communityStarKey.* (contract/community-rules.ts). */
  idempotencyKey: string;
  now: Date;
}

/** Stars actually awarded (0 once the day's cap is reached, for a repeat, or a member who earns none). */
export async function awardCommunityStars(db: Db, award: CommunityAward): Promise<number> {
  return inTransaction(db, async (trx) => {
    await lockAccount(trx, award.memberId, award.now.toISOString());
    if (await findEntryByKey(trx, award.idempotencyKey)) return 0;
    const dayStart = seoulDayStart(seoulDate(award.now)).toISOString();
    const row = await trx
      .selectFrom('point_entry')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .where('member_id', '=', award.memberId)
      .where('source', '=', SOURCE)
      .where('kind', '=', 'earn')
      .where('occurred_at', '>=', dayStart)
      .executeTakeFirst();
    const amount = Math.min(award.amount, COMMUNITY_STARS.dailyCap - Number(row?.total ?? 0));
    if (amount < 1) return 0;
    const result = await awardStars(trx, { ...award, amount, source: SOURCE });
    return result.status === 'awarded' ? amount : 0;
  });
}

/**
 * Takes back what `awardKey` earned, once (the clawback key makes a repeat a no-op), never more than the
 * member has left. Returns the stars taken.
 */
export async function takeBackCommunityStars(
  db: Db,
  input: { memberId: number; awardKey: string; clawbackKey: string; reason: string; now: Date },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const awarded = await findEntryByKey(trx, input.awardKey);
    if (!awarded || awarded.amount < 1 || (await findEntryByKey(trx, input.clawbackKey))) return 0;
    // Locks the account and writes due expiries first, so the balance is what a take may use.
    const amount = Math.min(awarded.amount, await expireDue(trx, input.memberId, input.now));
    if (amount < 1) return 0;
    const result = await revokeStars(trx, {
      memberId: input.memberId,
      amount,
      reason: input.reason,
      idempotencyKey: input.clawbackKey,
      now: input.now,
    });
    return result.status === 'revoked' ? amount : 0;
  });
}

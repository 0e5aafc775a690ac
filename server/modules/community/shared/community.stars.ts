import type { z } from 'zod';
import type { toastItemSchema } from '#contract/endpoint.ts';
import { COMMUNITY_STARS } from '#contract/rules/community-rules.ts';
import type { Db } from '../../../db/schema.ts';
import { awardStars, revokeStars } from '../../point/point.service.ts';

/**
 * The community's stars, through the ledger's award and revoke functions. Every community award has the
 * source 'community', and one member earns at most COMMUNITY_STARS.dailyCap of them in a Seoul day: the
 * ledger counts the day's stars under the member's account lock (awardStars' dailyCap), so parallel
 * replies cannot pass the cap together.
 */
const SOURCE = 'community';

export interface CommunityAward {
  memberId: number;
  amount: number;
  /** The history's line, in Korean. */
  reason: string;
  /** communityStarKey.* (contract/rules/community-rules.ts). */
  idempotencyKey: string;
  now: Date;
}

/** Stars actually awarded (0 once the day's cap is reached, for a repeat, or a member who earns none). */
export async function awardCommunityStars(db: Db, award: CommunityAward): Promise<number> {
  const result = await awardStars(db, {
    ...award,
    source: SOURCE,
    dailyCap: { source: SOURCE, limit: COMMUNITY_STARS.dailyCap },
  });
  return result.status === 'awarded' ? result.amount : 0;
}

/**
 * Takes back what `awardKey` earned, once (the clawback key makes a repeat a no-op), never more than the
 * member has left. Returns the stars taken.
 */
export async function takeBackCommunityStars(
  db: Db,
  input: { memberId: number; awardKey: string; clawbackKey: string; reason: string; now: Date },
): Promise<number> {
  const result = await revokeStars(db, {
    memberId: input.memberId,
    award: input.awardKey,
    reason: input.reason,
    idempotencyKey: input.clawbackKey,
    now: input.now,
  });
  return result.status === 'revoked' ? result.amount : 0;
}

/**
 * What deleting a post or a reply answers: deleted, with a toast of the stars it took back, if any.
 * `startPhrase` names what was deleted (`…시간 안에 삭제한 글이라 별`).
 */
export function deletedAnswer(
  taken: number,
  startPhrase: string,
): { deleted: true; toastItems?: z.infer<typeof toastItemSchema>[] } {
  if (taken === 0) return { deleted: true };
  return {
    deleted: true,
    toastItems: [{ icon: 'star', startPhrase, pointPhrase: `${taken}개`, endPhrase: '가 회수되었어요.' }],
  };
}

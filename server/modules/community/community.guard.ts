import type { Transaction } from 'kysely';
import { COMMUNITY_LIMITS } from '../../../contract/community-rules.ts';
import type { DB, Db } from '../../db/schema.ts';
import { refuseBanned } from '../account/account.service.ts';
import type { AuthMember } from '../auth/auth.guard.ts';
import { type HourlyLimit, holdHourlyLimit, refuseOverHourlyLimit } from './community.hourly-limit.ts';

/** Posts and replies together: COMMUNITY_LIMITS.writesPerHour in a rolling hour per member (429, code 19). */
export const WRITE_LIMIT: HourlyLimit = {
  perHour: COMMUNITY_LIMITS.writesPerHour,
  tables: ['community_post', 'community_reply'],
  message: `글과 댓글은 한 시간에 ${COMMUNITY_LIMITS.writesPerHour}개까지 쓸 수 있습니다. 잠시 후 다시 시도해 주세요.`,
};

/**
 * Before any community write (post, reply, edit): a banned member is refused with the ban message
 * (403, code 20), and a member who has written COMMUNITY_LIMITS.writesPerHour posts and replies in the
 * last hour waits (429, code 19). Reactions, votes and reports are not writes of text and are not counted.
 * This check takes no lock: a write that adds a post or reply also runs holdWriteLimit in its
 * transaction, which is what keeps parallel writes to the limit.
 */
export async function assertCanWrite(db: Db, member: AuthMember, now: Date): Promise<void> {
  refuseBanned(member);
  await refuseOverHourlyLimit(db, WRITE_LIMIT, member.memberId, now);
}

/** In the transaction that inserts a post or reply, before its other locks (community.hourly-limit.ts). */
export const holdWriteLimit = (trx: Transaction<DB>, member: AuthMember, now: Date): Promise<void> =>
  holdHourlyLimit(trx, WRITE_LIMIT, member.memberId, now);

/** Reactions, votes and reports: only the ban applies. */
export const assertCanAct = (member: AuthMember): void => refuseBanned(member);

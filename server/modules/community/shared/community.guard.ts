import type { Transaction } from 'kysely';
import { COMMUNITY_LIMITS } from '#contract/rules/community-rules.ts';
import type { DB, Db } from '../../../db/schema.ts';
import { refuseBanned } from '../../account/account.service.ts';
import type { AuthMember } from '../../auth/auth.guard.ts';
import { holdHourlyLimit, refuseOverHourlyLimit } from './community.hourly-limit.ts';

const writes = (member: AuthMember, now: Date) =>
  ({ memberId: member.memberId, kind: 'writes', limit: COMMUNITY_LIMITS.writesPerHour, now }) as const;

/**
 * Before any community write (post, reply, edit): a banned member is refused with the ban message
 * (403, code 20), and a member who has written COMMUNITY_LIMITS.writesPerHour posts and replies in the
 * last hour waits (429, code 19). Reactions, votes and reports are not writes of text and are not counted.
 * This check takes no lock (an early refusal): a write that adds a post or reply also runs
 * holdWriteLimit in its transaction, which is what keeps parallel writes to the limit.
 */
export async function assertCanWrite(db: Db, member: AuthMember, now: Date): Promise<void> {
  refuseBanned(member);
  await refuseOverHourlyLimit(db, writes(member, now));
}

/** First in the transaction that inserts a post or reply (community.hourly-limit.ts). */
export const holdWriteLimit = (trx: Transaction<DB>, member: AuthMember, now: Date): Promise<void> =>
  holdHourlyLimit(trx, writes(member, now));

/** Reactions, votes and reports: only the ban applies. */
export const assertCanAct = (member: AuthMember): void => refuseBanned(member);

import { COMMUNITY_LIMITS } from '../../../contract/community-rules.ts';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { refuseBanned } from '../account/account.service.ts';
import type { AuthMember } from '../auth/auth.guard.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Before any community write (post, reply, edit): a banned member is refused with the ban message
 * (403, code 20), and a member who has written COMMUNITY_LIMITS.writesPerHour posts and replies in the
 * last hour waits (429, code 19). Reactions, votes and reports are not writes of text and are not counted.
 */
export async function assertCanWrite(db: Db, member: AuthMember, now: Date): Promise<void> {
  refuseBanned(member);
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const [posts, replies] = await Promise.all([
    db
      .selectFrom('community_post')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', member.memberId)
      .where('created_at', '>=', since)
      .executeTakeFirst(),
    db
      .selectFrom('community_reply')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', member.memberId)
      .where('created_at', '>=', since)
      .executeTakeFirst(),
  ]);
  if (Number(posts?.n ?? 0) + Number(replies?.n ?? 0) >= COMMUNITY_LIMITS.writesPerHour) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `글과 댓글은 한 시간에 ${COMMUNITY_LIMITS.writesPerHour}개까지 쓸 수 있습니다. 잠시 후 다시 시도해 주세요.`,
    );
  }
}

/** Reactions, votes and reports: only the ban applies. */
export const assertCanAct = (member: AuthMember): void => refuseBanned(member);

import type { Transaction } from 'kysely';
import type { DB, Db } from '../../../db/schema.ts';
import type { ReactionKind } from '../../../db/schema-community.ts';

/**
 * Sets one member's like or clipping of a target to `on` (never toggles): returns +1 when a row was
 * added, -1 when one was removed, 0 when the state already was `on`. The caller adds the delta to the
 * target's counter in the same transaction, so counts stay exact under any concurrency: the primary key
 * (kind, target_id, member_id) decides which of two parallel inserts wins.
 */
export async function setReaction(
  trx: Transaction<DB>,
  input: { kind: ReactionKind; targetId: number; memberId: number; on: boolean; now: Date },
): Promise<-1 | 0 | 1> {
  if (input.on) {
    const result = await trx
      .insertInto('community_reaction')
      .values({
        kind: input.kind,
        target_id: input.targetId,
        member_id: input.memberId,
        created_at: input.now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['kind', 'target_id', 'member_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0 ? 1 : 0;
  }
  const result = await trx
    .deleteFrom('community_reaction')
    .where('kind', '=', input.kind)
    .where('target_id', '=', input.targetId)
    .where('member_id', '=', input.memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? -1 : 0;
}

/** Which of `targetIds` the member has reacted to with `kind` (for isLiked / isClipped in lists). */
export async function reactedAmong(
  db: Db,
  input: { kind: ReactionKind; targetIds: readonly number[]; memberId: number | null },
): Promise<Set<number>> {
  if (input.memberId === null || input.targetIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('community_reaction')
    .select('target_id')
    .where('kind', '=', input.kind)
    .where('member_id', '=', input.memberId)
    .where('target_id', 'in', [...input.targetIds])
    .execute();
  return new Set(rows.map((row) => row.target_id));
}

/**
 * Who likes a post besides its author: how many, and the latest of them (the grouped like
 * notification's "OO님 외 N명"). Read inside the like's transaction, after its own row is written.
 */
export async function likersBesidesAuthor(
  trx: Transaction<DB>,
  postId: number,
  authorId: number,
): Promise<{ count: number; latestId: number | null }> {
  const base = trx
    .selectFrom('community_reaction')
    .where('kind', '=', 'post-like')
    .where('target_id', '=', postId)
    .where('member_id', '<>', authorId);
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  const latest = await base
    .select('member_id')
    .orderBy('created_at', 'desc')
    .orderBy('member_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { count: Number(total?.count ?? 0), latestId: latest?.member_id ?? null };
}

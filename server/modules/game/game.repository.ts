import type { Selectable } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { GamePlayTable } from '../../db/schema-points.ts';

export type GamePlayRow = Selectable<GamePlayTable>;

export async function findPlay(db: Db, memberId: number, playDate: string): Promise<GamePlayRow | undefined> {
  return db
    .selectFrom('game_play')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('play_date', '=', playDate)
    .executeTakeFirst();
}

/** Claims the member's play of the day; false when it was claimed already (also by a concurrent call). */
export async function claimPlay(
  db: Db,
  play: { memberId: number; playDate: string; reward: number; playedAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto('game_play')
    .values({
      member_id: play.memberId,
      play_date: play.playDate,
      reward: play.reward,
      entry_id: null,
      played_at: play.playedAt,
    })
    .onConflict((oc) => oc.columns(['member_id', 'play_date']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function linkPlayEntry(
  db: Db,
  memberId: number,
  playDate: string,
  entryId: number,
): Promise<void> {
  await db
    .updateTable('game_play')
    .set({ entry_id: entryId })
    .where('member_id', '=', memberId)
    .where('play_date', '=', playDate)
    .execute();
}

import type { Transaction } from 'kysely';
import type { AlertKind } from '#contract/product-alerts.ts';
import type { Dialect } from '../../db/database.ts';
import type { DB, Db } from '../../db/schema.ts';

/** The member's requests (alert_subscription, migration 0029_product_alerts). */

/**
 * Serialises one member's requests on PostgreSQL (the member row's lock), so parallel requests cannot
 * both see 49 live and both add the 50th; SQLite has one writer already.
 */
export async function lockMember(trx: Transaction<DB>, memberId: number, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('member').select('member_id').where('member_id', '=', memberId).forUpdate().execute();
}

export async function findSubscription(db: Db, memberId: number, kind: AlertKind, targetId: number) {
  return db
    .selectFrom('alert_subscription')
    .select(['subscription_id', 'expires_at'])
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
}

export async function countLive(db: Db, memberId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('alert_subscription')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('member_id', '=', memberId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Adds the request, or renews an expired one (same row: the unique key holds one per target). */
export async function upsertSubscription(
  db: Db,
  input: { memberId: number; kind: AlertKind; targetId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('alert_subscription')
    .values({
      member_id: input.memberId,
      kind: input.kind,
      target_id: input.targetId,
      created_at: input.createdAt,
      expires_at: input.expiresAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'kind', 'target_id'])
        .doUpdateSet({ created_at: input.createdAt, expires_at: input.expiresAt }),
    )
    .execute();
}

export async function deleteSubscription(
  db: Db,
  memberId: number,
  kind: AlertKind,
  targetId: number,
): Promise<void> {
  await db
    .deleteFrom('alert_subscription')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .execute();
}

export async function listLive(db: Db, memberId: number, now: string) {
  return db
    .selectFrom('alert_subscription as s')
    .leftJoin('product as p', (join) =>
      join.onRef('p.product_no', '=', 's.target_id').on('s.kind', '=', 'restock'),
    )
    .leftJoin('deal as d', (join) => join.onRef('d.deal_id', '=', 's.target_id').on('s.kind', '=', 'opening'))
    .select([
      's.kind',
      's.target_id',
      's.created_at',
      's.expires_at',
      'p.name as product_name',
      'd.title as deal_title',
    ])
    .where('s.member_id', '=', memberId)
    .where('s.expires_at', '>', now)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.subscription_id', 'desc')
    .execute();
}

export async function liveTargets(
  db: Db,
  memberId: number,
  kind: AlertKind,
  targetIds: readonly number[],
  now: string,
): Promise<number[]> {
  if (targetIds.length === 0) return [];
  const rows = await db
    .selectFrom('alert_subscription')
    .select('target_id')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('target_id', 'in', [...targetIds])
    .where('expires_at', '>', now)
    .execute();
  return rows.map((row) => row.target_id);
}

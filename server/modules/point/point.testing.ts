/** Checks of the star ledger for tests and the bench; nothing here runs on a request. */
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { insertMember } from '../account/account.repository.ts';
import { findAccount, historyCount } from './point.repository.ts';

/** A member with nothing but a nickname (a Naver sign-up of `at`), for ledger tests; their id. */
export async function plainMember(db: Db, nickname: string, at: Date): Promise<number> {
  const { member_id } = await insertMember(db, {
    channel_type: 1001,
    provider_subject: `${nickname}-${Math.random()}`,
    email: null,
    nickname,
    name: null,
    gender: null,
    birth_year: null,
    mobile: null,
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
  });
  return member_id;
}

/**
 * Where the member's derived rows (point_lot, point_month, the account's balance and counters)
 * disagree with the ledger rows they follow: empty when consistent. For tests and the bench, which
 * rebuild nothing and only compare; the cost is the whole history, so never on a request.
 */
export async function cacheDrift(db: Db, memberId: number): Promise<string[]> {
  const drift: string[] = [];
  const lots = await db
    .selectFrom('point_entry as e')
    .leftJoin('point_lot as l', 'l.lot_id', 'e.entry_id')
    .select([
      'e.entry_id',
      'e.expires_at',
      'e.amount',
      'l.lot_id',
      'l.expires_at as lot_expires_at',
      'l.amount as lot_amount',
      'l.remaining',
      sql<number>`e.amount - coalesce((select sum(a.amount) from point_allocation a where a.lot_id = e.entry_id), 0)`.as(
        'derived',
      ),
    ])
    .where('e.member_id', '=', memberId)
    .where('e.kind', '=', 'earn')
    .execute();
  for (const lot of lots) {
    if (
      lot.lot_id === null ||
      lot.lot_expires_at !== lot.expires_at ||
      lot.lot_amount !== lot.amount ||
      lot.remaining !== Number(lot.derived)
    ) {
      drift.push(`lot ${lot.entry_id}: cached ${lot.remaining ?? 'none'}, ledger ${lot.derived}`);
    }
  }
  const strayLots = await db
    .selectFrom('point_lot as l')
    .leftJoin('point_entry as e', 'e.entry_id', 'l.lot_id')
    .select('l.lot_id')
    .where('l.member_id', '=', memberId)
    .where((eb) => eb.or([eb('e.entry_id', 'is', null), eb('e.kind', '<>', 'earn')]))
    .execute();
  for (const stray of strayLots) drift.push(`lot ${stray.lot_id}: no earn row`);

  const months = await db
    .selectFrom('point_entry')
    .select([sql<string>`substr(occurred_at, 1, 7)`.as('month'), sql<number>`sum(amount)`.as('earned')])
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['earn', 'revoke'])
    .groupBy(sql`substr(occurred_at, 1, 7)`)
    .execute();
  const cachedMonths = await db
    .selectFrom('point_month')
    .select(['month', 'earned'])
    .where('member_id', '=', memberId)
    .execute();
  const cached = new Map(cachedMonths.map((row) => [row.month, row.earned]));
  for (const month of months) {
    if (cached.get(month.month) !== Number(month.earned)) {
      drift.push(`month ${month.month}: cached ${cached.get(month.month)}, ledger ${month.earned}`);
    }
    cached.delete(month.month);
  }
  for (const [month, earned] of cached)
    if (earned !== 0) drift.push(`month ${month}: cached ${earned}, ledger 0`);

  const account = await findAccount(db, memberId);
  const counts = await db
    .selectFrom('point_entry')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
    .where('member_id', '=', memberId)
    .groupBy('kind')
    .execute();
  const countOf = (kinds: string[]) =>
    counts.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + Number(row.count), 0);
  const expected = {
    earned: countOf(['earn']),
    used: countOf(['spend', 'exchange', 'exchange-release', 'revoke']),
    expired: countOf(['expire']),
  };
  for (const filter of ['earned', 'used', 'expired'] as const) {
    if (historyCount(account, filter) !== expected[filter]) {
      drift.push(`${filter} count: cached ${historyCount(account, filter)}, ledger ${expected[filter]}`);
    }
  }
  const openStars = lots.reduce((sum, lot) => sum + Number(lot.derived), 0);
  if ((account?.balance ?? 0) !== openStars) {
    drift.push(`balance: cached ${account?.balance ?? 0}, stars left in lots ${openStars}`);
  }
  return drift;
}

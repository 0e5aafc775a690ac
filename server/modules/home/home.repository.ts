import { type HomeShelfKey, homeShelfKeys, isHomeShelfKey } from '#contract/home.ts';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface HomeShelfRow {
  key: HomeShelfKey;
  position: number;
  visible: boolean;
}

/**
 * Every shelf in the operator's order. A row whose key this server does not know (left by a newer
 * version, or typed into the table by hand) is skipped: nothing downstream could show it.
 */
export async function listHomeShelves(db: Db): Promise<HomeShelfRow[]> {
  const rows = await db
    .selectFrom('home_shelf')
    .select(['shelf_key', 'position', 'visible'])
    .orderBy('position')
    .orderBy('shelf_key')
    .execute();
  return rows.flatMap((row) =>
    isHomeShelfKey(row.shelf_key)
      ? [{ key: row.shelf_key, position: row.position, visible: row.visible === 1 }]
      : [],
  );
}

/**
 * Writes the whole order at once (positions 1..n in the given order), in one transaction so a reader
 * never sees two shelves at one place. A known key with no row yet (a shelf added to the contract
 * after the table was seeded) gets its row here.
 */
export async function saveHomeShelfOrder(
  db: Db,
  order: readonly { key: HomeShelfKey; visible: boolean }[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await inTransaction(db, async (tx) => {
    for (const [index, shelf] of order.entries()) {
      const values = { position: index + 1, visible: shelf.visible ? 1 : 0, updated_at: at };
      await tx
        .insertInto('home_shelf')
        .values({ shelf_key: shelf.key, ...values })
        .onConflict((oc) => oc.column('shelf_key').doUpdateSet(values))
        .execute();
    }
  });
}

/** The shelves the table lacks, after those it has: how a key added later first shows in the list. */
export function withMissingShelves(rows: readonly HomeShelfRow[]): HomeShelfRow[] {
  const known = new Set(rows.map((row) => row.key));
  const missing = homeShelfKeys.filter((key) => !known.has(key));
  return [
    ...rows,
    ...missing.map((key, index) => ({ key, position: rows.length + index + 1, visible: false })),
  ];
}

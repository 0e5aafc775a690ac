import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedBrowse } from './seed-browse.ts';
import { isSeeded, refreshDealWindows, seedDatabase } from './seed/seed.ts';

export interface PrepareResult {
  seeded: boolean;
}

/**
 * Brings a database to the state the app needs: migrated, and (when asked) seeded on first run.
 * A long-running demo database gets its deal windows moved so the storefront stays alive.
 */
export async function prepareDatabase(database: Database, options: { seed: boolean; now: Date }): Promise<PrepareResult> {
  await migrateToLatest(database.db);
  if (!options.seed) return { seeded: false };
  if (!(await isSeeded(database.db))) {
    await seedDatabase(database.db, { now: options.now });
    await seedBrowse(database.db, { now: options.now });
    return { seeded: true };
  }
  await refreshDealWindows(database.db, options.now);
  return { seeded: false };
}

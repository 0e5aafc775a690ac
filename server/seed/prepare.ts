import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { rebuildSearchIndex } from '../modules/search/search.indexer.ts';
import { hasCommunity, seedCommunity } from './community.ts';
import { drawSeedPictures, seedCommunityPhotos } from './community-photos.ts';
import { hasOrders, seedDevOrders } from './orders.ts';
import { seedDemoStarMembers } from './points.ts';
import { isSeeded, refreshDealWindows, type SeedSummary, seedDatabase } from './seed.ts';
import { seedShortLinks } from './short-links.ts';

export interface PrepareResult {
  seeded: boolean;
}

/** Everything a fresh storefront needs: the catalogue, browse data (short links) and the search index. */
export async function seedAll(
  database: Database,
  options: { now: Date; scale?: number },
): Promise<SeedSummary> {
  const summary = await seedDatabase(database.db, options);
  await seedShortLinks(database.db, { now: options.now });
  await seedDevOrders(database.db, { now: options.now });
  await seedCommunityWithPhotos(database, options.now);
  await seedDemoStarMembers(database.db, options.now);
  await rebuildSearchIndex(database.db);
  return summary;
}

/** The community's posts, then their photos (drawn and encoded here: server/seed/community-photos.ts). */
async function seedCommunityWithPhotos(database: Database, now: Date): Promise<void> {
  // Encoding runs on libuv's threads while the posts are written on this one.
  const pictures = drawSeedPictures();
  pictures.catch(() => undefined);
  const community = await seedCommunity(database.db, { now });
  await seedCommunityPhotos(database.db, { now, subjects: community.photoSubjects, pictures });
}

async function hasSearchIndex(database: Database): Promise<boolean> {
  const row = await database.db
    .selectFrom('search_document')
    .select('product_no')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function hasProducts(database: Database): Promise<boolean> {
  const row = await database.db.selectFrom('product').select('product_no').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Brings a database to the state the app needs: migrated, and (when asked) seeded on first run.
 * A long-running demo database gets its deal windows moved so the storefront stays alive.
 */
export async function prepareDatabase(
  database: Database,
  options: { seed: boolean; now: Date },
): Promise<PrepareResult> {
  await migrateToLatest(database.db);
  // A catalogue from before the search migration, from an interrupted rebuild or whose index a
  // migration emptied to rescore it (0018) has no index yet.
  if (!(await hasSearchIndex(database)) && (await hasProducts(database)))
    await rebuildSearchIndex(database.db);
  if (!options.seed) return { seeded: false };
  if (!(await isSeeded(database.db))) {
    await seedAll(database, { now: options.now });
    return { seeded: true };
  }
  await refreshDealWindows(database.db, options.now);
  // A demo database from before the shop order copy (migration 0008) gets the development orders once.
  if (!(await hasOrders(database.db))) await seedDevOrders(database.db, { now: options.now });
  // A demo database from before the community (migration 0010) gets its neighbours and posts once.
  if (!(await hasCommunity(database.db))) await seedCommunityWithPhotos(database, options.now);
  // A demo database from before the demo star members gets them once (a no-op when they have it).
  await seedDemoStarMembers(database.db, options.now);
  return { seeded: false };
}

import type { Db } from '../../db/schema.ts';

export async function findShortLink(db: Db, code: string) {
  return db
    .selectFrom('short_link')
    .select(['code', 'target_url'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Adds links that are not there yet; an existing code keeps its target. */
export async function insertShortLinks(
  db: Db,
  links: ReadonlyArray<{ code: string; targetUrl: string }>,
  createdAt: string,
): Promise<void> {
  if (links.length === 0) return;
  await db
    .insertInto('short_link')
    .values(links.map((link) => ({ code: link.code, target_url: link.targetUrl, created_at: createdAt })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

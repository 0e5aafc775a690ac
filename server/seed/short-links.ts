import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { insertShortLinks } from '../modules/shortlink/shortlink.repository.ts';

/**
 * Short links of the seeded storefront (`/link/<code>`), as marketing would hand them out: app
 * routes, and one page of the shop itself. Run after the main seed; safe to run again (existing
 * codes are kept).
 */
export const seededShortLinks: ReadonlyArray<{ code: string; targetUrl: string }> = [
  { code: 'pick', targetUrl: '/period/421?type=pick' },
  { code: 'cereal', targetUrl: '/period/422?type=cereal' },
  { code: 'new', targetUrl: '/period/428?type=new' },
  { code: 'meat', targetUrl: '/period/433?type=meat' },
  { code: 'season', targetUrl: '/season' },
  { code: 'local', targetUrl: '/local-main' },
  { code: 'best', targetUrl: '/best' },
  { code: 'kimjang', targetUrl: '/category/season/occasion?recommendationCategoryId=11' },
  { code: 'first100', targetUrl: '/event/51?type=event' },
  { code: 'notice', targetUrl: '/notice' },
  { code: 'today', targetUrl: '/' },
  { code: 'shop', targetUrl: 'https://shop.jecheol.kr/' },
];

export async function seedShortLinks(
  db: Kysely<DB>,
  options: { now: Date },
): Promise<{ shortLinks: number }> {
  await insertShortLinks(db, seededShortLinks, options.now.toISOString());
  return { shortLinks: seededShortLinks.length };
}

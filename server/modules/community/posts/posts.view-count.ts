import { createHash, createHmac } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { VIEW_COUNT_WINDOW_HOURS } from '#contract/rules/community-rules.ts';
import type { Db } from '../../../db/schema.ts';

/**
 * Who a post view counts for (POST /view-count, once per viewer and post in VIEW_COUNT_WINDOW_HOURS):
 * a signed-in member by the member, a signed-out client by its address, never by the `deviceUuid` a
 * request claims (one client rotating it counted every view and could lift a post up the popular list).
 *
 * The address is `request.ip`, which believes X-Forwarded-For only as far as TRUST_PROXY says, taken as
 * the rate limits take it (an IPv6 address by its /64, which one subscriber usually holds whole). It is
 * stored only as a keyed digest (HMAC under a key derived from JWT_SECRET, so the small IPv4 space
 * cannot be reversed by hashing every address), and every row is deleted once its window is over.
 *
 * Trade-offs: guests behind one address (a household, an office, a carrier's NAT) count once between
 * them; a guest's view and the same person's view after signing in are two viewers and count twice,
 * which adds at most one view per person and window (the member is not tied to the address). Changing
 * JWT_SECRET changes the digests, so a guest may be counted once more in the window that spans it.
 */

/** The key of a signed-in member: `member:<id>`. */
export const memberViewer = (memberId: number): string => `member:${memberId}`;

/** Makes the key of a signed-out client from its `request.ip`: `addr:<digest>`. */
export function addressViewer(secret: string): (ip: string) => string {
  const key = createHash('sha256').update(`community-view-address:${secret}`).digest();
  return (ip) => `addr:${createHmac('sha256', key).update(normalizeIP(ip)).digest('base64url').slice(0, 32)}`;
}

const HOUR_MS = 60 * 60 * 1000;
/** Each process deletes the ended windows' rows at most this often, after a counted view. */
const PRUNE_EVERY_MS = HOUR_MS;
const lastPruned = new WeakMap<Db, number>();

/**
 * Deletes the view rows whose window has ended. Such a row decides nothing (the next view of that viewer
 * counts as if it were absent, posts.repository.ts recordView), so deleting it changes no
 * count; a view counted meanwhile has moved its row's `counted_at` past the cutoff and stays. The table
 * then holds one window of viewers, so the scan this takes stays small.
 */
export async function pruneViewsIfDue(db: Db, now: Date): Promise<number> {
  const last = lastPruned.get(db);
  // A clock set back counts as due: better one extra delete than none for an hour and more.
  if (last !== undefined && now.getTime() >= last && now.getTime() - last < PRUNE_EVERY_MS) return 0;
  lastPruned.set(db, now.getTime());
  const cutoff = new Date(now.getTime() - VIEW_COUNT_WINDOW_HOURS * HOUR_MS).toISOString();
  const result = await db.deleteFrom('community_view').where('counted_at', '<=', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

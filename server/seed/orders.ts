import type { Kysely } from 'kysely';
import { seoulDate } from '#contract/rules/seoul-time.ts';
import type { DB } from '../db/schema.ts';
import { appleIdentities, naverIdentities } from '../modules/dev-idp/dev-idp.identities.ts';
import {
  deleteSeededOrders,
  type ShopOrderInput,
  shopMemberIdOf,
  upsertOrders,
} from '../modules/order/order.repository.ts';
import { createRandom, hashString } from '../shared/prng.ts';

/**
 * Shop order history for the development people who can sign in (docs/dev-idp.md), so "frequently
 * purchased" has something to show on a fresh start. Each person has a few staples bought again and
 * again, plus one-off purchases, over the last year; a pure function of the catalogue and `now`.
 * The orders wait under the shop's member id until the person signs in (order.repository.ts).
 */
const PEOPLE: ReadonlyArray<{ key: string; orders: number; staples: number }> = [
  { key: 'naver-full', orders: 24, staples: 5 },
  { key: 'naver-banned', orders: 5, staples: 2 },
  { key: 'apple-first', orders: 12, staples: 4 },
  { key: 'apple-returning', orders: 8, staples: 3 },
];

/** What Korean households buy every week or two. */
const STAPLE_WORDS =
  /쌀|현미|계란|달걀|두부|우유|사과|귤|양파|감자|대파|배추|김치|고구마|바나나|당근|콩나물|멸치|김$|참기름/;

const DAY_MS = 24 * 60 * 60 * 1000;

interface CatalogueProduct {
  product_no: number;
  name: string;
  sale_price: number;
}

function identitySubject(key: string): { channel_type: number; provider_subject: string } | undefined {
  const naver = naverIdentities.find((identity) => identity.key === key);
  if (naver) return { channel_type: 1001, provider_subject: naver.subject };
  const apple = appleIdentities.find((identity) => identity.key === key);
  if (apple) return { channel_type: 1002, provider_subject: apple.subject };
  return undefined;
}

/** Shop order numbers look like Cafe24's: the Seoul order date and a running number. */
function orderId(at: Date, sequence: number): string {
  const seoul = seoulDate(at).replace(/-/g, '');
  return `${seoul}-${String(sequence).padStart(7, '0')}`;
}

export function generateDevOrders(products: readonly CatalogueProduct[], now: Date): ShopOrderInput[] {
  const sorted = [...products].sort((a, b) => a.product_no - b.product_no);
  if (sorted.length === 0) return [];
  const stapleCandidates = sorted.filter((product) => STAPLE_WORDS.test(product.name));
  const orders: ShopOrderInput[] = [];
  let sequence = 1000;
  for (const person of PEOPLE) {
    const identity = identitySubject(person.key);
    if (!identity) continue;
    const random = createRandom(hashString(`orders:${person.key}`));
    const pool = stapleCandidates.length >= person.staples ? stapleCandidates : sorted;
    const staples = random.shuffle(pool).slice(0, person.staples);
    const spacing = Math.floor(360 / person.orders);
    for (let index = 0; index < person.orders; index++) {
      const daysAgo = 2 + index * spacing + random.int(0, Math.max(0, spacing - 2));
      const at = new Date(now.getTime() - daysAgo * DAY_MS - random.int(8, 22) * 60 * 60 * 1000);
      // A staple or two in most orders (the first staple in nearly all), and a few one-off items.
      const chosen = new Map<number, CatalogueProduct>();
      staples.forEach((product, rank) => {
        if (random.chance(rank === 0 ? 0.85 : 0.6 - rank * 0.08)) chosen.set(product.product_no, product);
      });
      for (let extra = random.int(1, 3); extra > 0; extra--) {
        const product = random.pick(sorted);
        chosen.set(product.product_no, product);
      }
      sequence += random.int(3, 40);
      const status = daysAgo <= 3 ? 'shipped' : random.chance(0.06) ? 'cancelled' : 'delivered';
      orders.push({
        orderId: orderId(at, sequence),
        shopMemberId: shopMemberIdOf(identity),
        orderedAt: at.toISOString(),
        status,
        lines: [...chosen.values()].map((product) => ({
          productNo: product.product_no,
          quantity: random.chance(0.75) ? 1 : random.int(2, 3),
          unitPrice: product.sale_price,
        })),
      });
    }
  }
  return orders;
}

export async function hasOrders(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('shop_order').select('order_id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Seeds the development people's orders from the catalogue in the database; returns how many. */
export async function seedDevOrders(db: Kysely<DB>, options: { now: Date }): Promise<number> {
  const products = await db.selectFrom('product').select(['product_no', 'name', 'sale_price']).execute();
  const orders = generateDevOrders(products, options.now);
  await db.transaction().execute(async (trx) => {
    // A reseed (db:seed --force) replaces the seed's orders instead of piling up a second history.
    await deleteSeededOrders(trx);
    await upsertOrders(trx, orders, 'seed', options.now.toISOString());
  });
  return orders.length;
}

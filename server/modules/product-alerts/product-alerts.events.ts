import type { Db } from '../../db/schema.ts';
import { kstDate } from './quiet-hours.ts';

/**
 * The outbox (alert_event): what the catalogue's writers call inside their own transaction, so an
 * event commits or rolls back with the change that causes it. The job (product-alerts.job.ts) turns
 * each event into alarms later, off the request path. Each insert is idempotent by its dedupe key.
 */

export type EventKind = 'restock' | 'opening' | 'price-drop' | 'store-news';

async function addEvent(
  db: Db,
  event: {
    kind: EventKind;
    dedupeKey: string;
    productNo?: number | null;
    dealId?: number | null;
    storeId?: number | null;
    oldPrice?: number | null;
    newPrice?: number | null;
    occurredAt: string;
  },
): Promise<void> {
  await db
    .insertInto('alert_event')
    .values({
      kind: event.kind,
      dedupe_key: event.dedupeKey,
      product_no: event.productNo ?? null,
      deal_id: event.dealId ?? null,
      store_id: event.storeId ?? null,
      old_price: event.oldPrice ?? null,
      new_price: event.newPrice ?? null,
      occurred_at: event.occurredAt,
      done_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

export interface ProductState {
  productNo: number;
  salePrice: number;
  soldOut: boolean;
  storeId: number | null;
}

/**
 * A product changed (the shop's webhook, a catalogue import): stock back is a restock event, a lower
 * sale price a price-drop event (with both prices), a product that did not exist before in a store a
 * store-news event (one per store and day). `before` is null for a new product.
 */
export async function recordProductChange(
  db: Db,
  input: { before: ProductState | null; after: ProductState; now: Date },
): Promise<void> {
  const at = input.now.toISOString();
  const { before, after } = input;
  if (before === null) {
    if (after.storeId !== null) {
      await addEvent(db, {
        kind: 'store-news',
        dedupeKey: `store-news:${after.storeId}:${kstDate(input.now)}`,
        storeId: after.storeId,
        productNo: after.productNo,
        occurredAt: at,
      });
    }
    return;
  }
  if (before.soldOut && !after.soldOut) {
    await addEvent(db, {
      kind: 'restock',
      dedupeKey: `restock:${after.productNo}:${at}`,
      productNo: after.productNo,
      occurredAt: at,
    });
  }
  if (after.salePrice < before.salePrice) {
    await addEvent(db, {
      kind: 'price-drop',
      dedupeKey: `price-drop:${after.productNo}:${at}`,
      productNo: after.productNo,
      oldPrice: before.salePrice,
      newPrice: after.salePrice,
      occurredAt: at,
    });
  }
}

/** A deal whose start has passed, found by the job's due scan: one event per deal and start time. */
export async function recordDealOpening(db: Db, input: { dealId: number; startsAt: string }): Promise<void> {
  await addEvent(db, {
    kind: 'opening',
    dedupeKey: `opening:${input.dealId}:${input.startsAt}`,
    dealId: input.dealId,
    occurredAt: input.startsAt,
  });
}

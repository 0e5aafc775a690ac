import type { Generated } from 'kysely';

/** Product alerts (migration 0029_product_alerts, server/modules/product-alerts). Instants are ISO UTC strings. */
export interface AlertSubscriptionTable {
  subscription_id: Generated<number>;
  member_id: number;
  /** 'restock' (target: a product_no) | 'opening' (target: a deal_id) */
  kind: string;
  target_id: number;
  created_at: string;
  expires_at: string;
}

/** The outbox: one row per catalogue event, written with the change that causes it. */
export interface AlertEventTable {
  event_id: Generated<number>;
  /** 'restock' | 'opening' | 'price-drop' | 'store-news' */
  kind: string;
  dedupe_key: string;
  product_no: number | null;
  deal_id: number | null;
  store_id: number | null;
  old_price: number | null;
  new_price: number | null;
  occurred_at: string;
  done_at: string | null;
}

/** A push for one device of a member, held until send_after (quiet hours). */
export interface PushMessageTable {
  push_id: Generated<number>;
  member_id: number;
  device_uuid: string;
  dedupe_key: string;
  title: string;
  body: string;
  link: string;
  created_at: string;
  send_after: string;
  sent_at: string | null;
}

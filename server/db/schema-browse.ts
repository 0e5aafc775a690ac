/**
 * Tables of the browsing module (migration 0004_browse). The conventions of schema.ts hold: instants
 * are ISO UTC strings, booleans 0/1 integers.
 */

/** `/link/:code`: the target is an app path or an absolute URL on an internal host (contract/links.ts). */
export interface ShortLinkTable {
  code: string;
  target_url: string;
  created_at: string;
}

/** One member's like of one product; the tracking fields mirror the app's like message. */
export interface ProductLikeTable {
  member_id: number;
  product_no: number;
  created_at: string;
  pre_page_name: string | null;
  pre_list_component: string | null;
  category_id: string | null;
}

export interface ShopLikeTable {
  member_id: number;
  store_id: number;
  created_at: string;
}

/** A member applies to an event once; the primary key is what enforces it under concurrency. */
export interface EventApplyTable {
  event_id: number;
  member_id: number;
  applied_at: string;
}

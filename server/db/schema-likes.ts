/**
 * A member's likes of products and stores (migration 0004_browse). The conventions of schema.ts hold:
 * instants are ISO UTC strings.
 */

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

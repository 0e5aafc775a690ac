/**
 * Tables of migration 0008_member_account (the member's own account: withdrawal, survey, and the
 * copy of the shop's orders). Conventions of schema.ts: instants ISO UTC strings, booleans 0/1.
 */

/** One row per closed account; the member row itself stays, anonymised, so community content keeps an author. */
export interface MemberWithdrawalTable {
  member_id: number;
  withdrawn_at: string;
  /** 1: closed by the operator (forced withdrawal, which the star ledger treats apart); 0: by the member. */
  forced: number;
  reason_code: string | null;
  reason: string | null;
  channel_type: number;
}

export interface MemberSurveyTable {
  member_id: number;
  survey_id: string;
  /** JSON: the contract's SurveyAnswer[]. */
  answers: string;
  completed_at: string;
  updated_at: string;
}

/** 'ordered' | 'shipped' | 'delivered' | 'cancelled' | 'returned' (docs/orders-import.md). */
export interface ShopOrderTable {
  order_id: string;
  /** The shop's id for the buyer (server/modules/order/order.shop-member.ts). */
  shop_member_id: string;
  ordered_at: string;
  status: string;
  /** 'seed' | 'import' | 'dev-shop' (docs/dev-shop.md) */
  source: string;
  imported_at: string;
}

export interface ShopOrderLineTable {
  order_id: string;
  line_no: number;
  product_no: number;
  quantity: number;
  /** Whole won per unit as paid. */
  unit_price: number;
}

import type { Generated } from 'kysely';

/**
 * Tables of the star ledger and the daily game (migrations 0007_points, 0009_point_lots). The
 * conventions of schema.ts hold: instants are ISO UTC strings, booleans 0/1 integers. The ledger is
 * append-only: point_entry and point_allocation rows are never updated or deleted. point_account,
 * point_lot and point_month are derived from them, updated in the same transaction as the rows they
 * follow (under the member's account lock), so a read or write never re-reads the member's history.
 */
export interface PointAccountTable {
  member_id: number;
  /** Stars usable now: the sum of the member's entries once due expiries are written. */
  balance: number;
  /** Stars held by pending exchanges (already taken out of balance by their reserve entries). */
  reserved: number;
  /** The earliest expiry among lots with stars left: before it, balance needs no expiry sweep. */
  next_expiry_at: string | null;
  auto_exchange: Generated<number>;
  /** Stars per month; null: all available, rounded down to the exchange unit. */
  auto_exchange_stars: number | null;
  auto_exchange_updated_at: string | null;
  updated_at: string;
  /** Rows each history filter shows (earned / used / expired), so a page needs no count(*). */
  earned_count: Generated<number>;
  used_count: Generated<number>;
  expired_count: Generated<number>;
}

/**
 * One movement of stars. `amount` is signed: earn +, spend / exchange (reserve) / expire / revoke -,
 * exchange-release +, exchange-settle 0. An earn row is a lot: it carries the instant its stars stop
 * counting (`expires_at`).
 */
export interface PointEntryTable {
  entry_id: Generated<number>;
  member_id: number;
  kind: string;
  amount: number;
  /** What the member reads in the history (Korean). */
  reason: string;
  /** game, app-login-bonus, welcome, admin, exchange, expiry, seed, ... */
  source: string;
  /** Unique over the whole ledger: the same key twice is one entry. */
  idempotency_key: string;
  expires_at: string | null;
  exchange_id: number | null;
  /** When it took effect (an expiry written late still happened when the stars expired). */
  occurred_at: string;
  created_at: string;
}

/** Which lots an entry took stars from (+) or gave back to (-, a released reservation). */
export interface PointAllocationTable {
  entry_id: number;
  lot_id: number;
  amount: number;
}

/**
 * A CACHE, not ledger: the stars still left in each lot (an earn row), i.e. its amount less the
 * point_allocation rows naming it. Updated in the same transaction as every allocation (take,
 * release, expiry), so the open lots are an indexed read of the lots with stars left
 * (point_lot_open_idx, partial on remaining > 0) however long the history is.
 */
export interface PointLotTable {
  /** The earn entry's id. */
  lot_id: number;
  member_id: number;
  expires_at: string;
  amount: number;
  remaining: number;
}

/**
 * A CACHE, not ledger: stars earned per member and UTC month of `occurred_at` (earn rows less
 * revocations), updated in the same transaction as those rows. The level's 12-month window adds up
 * these rows and the entries of its first, partial month.
 */
export interface PointMonthTable {
  member_id: number;
  /** YYYY-MM, the UTC month (the first 7 characters of occurred_at). */
  month: string;
  earned: number;
}

export interface PointExchangeTable {
  exchange_id: Generated<number>;
  member_id: number;
  stars: number;
  partner_points: number;
  /** pending | completed | failed; each change has its ledger entry (settle or release). */
  status: string;
  /** The client's retry key, unique per member. */
  request_key: string | null;
  partner_ref: string | null;
  failure_reason: string | null;
  requested_at: string;
  completed_at: string | null;
  updated_at: string;
}

/** Operator decisions about every member's stars (one row, id 1). */
export interface PointPolicyTable {
  id: number;
  /** Stars of everyone expire at this instant (a service stop), null: none scheduled. */
  service_stop_at: string | null;
  updated_at: string;
}

/** One play per member and Asia/Seoul day: the primary key is what refuses a second one. */
export interface GamePlayTable {
  member_id: number;
  play_date: string;
  reward: number;
  entry_id: number | null;
  played_at: string;
}

/** The rate limiter's counters (migration 0005_rate_limits), used when the database is PostgreSQL. */
export interface RateLimitTable {
  /** The client and the limit: `m:42@write`, `ip:203.0.113.7@search`. */
  bucket: string;
  /** Requests counted in the window that ends at reset_at. */
  hits: number;
  /** End of the current window, in milliseconds since the epoch by the database's clock. */
  reset_at: number;
}

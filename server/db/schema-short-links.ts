/**
 * The short links table (migration 0004_browse). The conventions of schema.ts hold: instants are ISO
 * UTC strings.
 */

/** `/link/:code`: the target is an app path or an absolute URL on an internal host (contract/rules/links.ts). */
export interface ShortLinkTable {
  code: string;
  target_url: string;
  created_at: string;
}

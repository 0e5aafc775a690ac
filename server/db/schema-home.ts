/**
 * The home shelves table (migration 0028_home_shelves). The conventions of schema.ts hold: flags are
 * 0/1 integers, instants ISO UTC strings.
 */

/** One shelf of the home screen: its key (contract/home.ts homeShelfKeys), place and whether it shows. */
export interface HomeShelfTable {
  shelf_key: string;
  /** 1 is the top shelf; the admin command keeps them 1..n without gaps. */
  position: number;
  visible: number;
  updated_at: string;
}

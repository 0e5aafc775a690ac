import type { Generated, Kysely, Transaction } from 'kysely';
import type {
  AppAttestationChallengeTable,
  AppStateTable,
  AuthSessionTable,
  DeviceTable,
  MemberSurveyTable,
  MemberTable,
  MemberWithdrawalTable,
  RefreshTokenTable,
  ShopOrderLineTable,
  ShopOrderTable,
  SignupBlockTable,
} from './schema-accounts.ts';
import type { AlarmTable } from './schema-alarm.ts';
import type {
  BannedWordTable,
  CommunityPostPhotoTable,
  CommunityPostProductTable,
  CommunityPostTable,
  CommunityReactionTable,
  CommunityReplyTable,
  CommunityReportTable,
  CommunityShareTable,
  CommunitySurveyOptionTable,
  CommunityViewTable,
  CommunityVoteTable,
} from './schema-community.ts';
import type { HomeShelfTable } from './schema-home.ts';
import type { JobRunTable } from './schema-jobs.ts';
import type { ProductLikeTable, ShopLikeTable } from './schema-likes.ts';
import type { CommunityPhotoTable, ProductPhotoTable, StoredObjectTable } from './schema-photos.ts';
import type {
  GamePlayTable,
  PointAccountTable,
  PointAllocationTable,
  PointEntryTable,
  PointExchangeTable,
  PointLotTable,
  PointMonthTable,
  PointPolicyTable,
} from './schema-points.ts';
import type { AlertEventTable, AlertSubscriptionTable, PushMessageTable } from './schema-product-alerts.ts';
import type { RateLimitTable } from './schema-rate-limits.ts';
import type {
  SearchDocumentTable,
  SearchLogTable,
  SearchSuggestionTable,
  SearchSynonymTable,
  SearchTagTable,
  SearchTermTable,
  SearchVersionTable,
} from './schema-search.ts';
import type { ShortLinkTable } from './schema-short-links.ts';

/**
 * Kysely table types. Conventions that make one query run on SQLite and PostgreSQL alike:
 * - instants are ISO 8601 UTC strings (`2026-11-21T05:00:00.000Z`), which sort as text;
 * - booleans are integers 0/1;
 * - money is whole won in integers.
 */
export interface CategoryTable {
  code: string;
  parent_code: string | null;
  depth: number; // 1, 2 or 3
  name: string;
  sort_order: number;
}

export interface RegionTable {
  code: string; // 2-digit 시/도 code, e.g. '11' 서울특별시
  name: string; // 서울특별시
  short_name: string; // 서울
  sort_order: number;
}

export interface StoreTable {
  store_id: number;
  region_code: string;
  name: string;
  description: string;
  like_count: number;
}

export interface ProductTable {
  product_no: number;
  name: string;
  category_code: string; // a depth-3 category
  store_id: number | null;
  origin: string;
  weight: string;
  regular_price: number;
  sale_price: number;
  discount_rate: number;
  sold_out: number;
  /** Comma-separated months 1-12 in which the product is in season, '' for all year. */
  season_months: string;
  popularity: number;
  created_at: string;
}

export interface DealTable {
  deal_id: number;
  title: string;
  subtitle: string;
  description: string;
  starts_at: string;
  ends_at: string;
  published: number;
  sort_order: number;
}

export interface DealProductTable {
  deal_id: number;
  product_no: number;
  sort_order: number; // 0 is the headline product shown on the card
}

export interface PeriodTable {
  period_id: number;
  title: string;
  subtitle: string;
  description: string;
  /** Tracking name for the period pages of spec section 9 (pick, cereal, new, meat), else ''. */
  track_name: string;
  starts_at: string;
  ends_at: string;
  published: number;
}

export interface PeriodProductTable {
  period_id: number;
  product_no: number;
  sort_order: number;
}

export interface EventTable {
  event_id: number;
  title: string;
  description: string;
  starts_at: string;
  ends_at: string;
  published: number;
}

/** A member applies to an event once; the primary key is what enforces it under concurrency. */
export interface EventApplyTable {
  event_id: number;
  member_id: number;
  applied_at: string;
}

export interface BannerTable {
  banner_id: number;
  position: string;
  title: string;
  subtitle: string;
  link_url: string;
  background_color: string;
  sort_order: number;
  published: number;
}

export interface BestRankTable {
  period: string; // DAILY | WEEKLY | MONTHLY
  rank: number;
  product_no: number;
  previous_rank: number | null; // null: new in the ranking
}

export interface NoticeTable {
  notice_id: number;
  title: string;
  /** Operator-written HTML; the SPA sanitises it again before showing it. */
  body_html: string;
  /** 1 while published; `notice unpublish` sets 0. */
  published: number;
  /** When it was published (the list's order). */
  created_at: string;
  /** 1 lists first (0014_notice). */
  pinned: number;
  /** Plain text for list lines, link previews and the notice's notification (0014_notice). */
  summary: string;
  image_url: string | null;
  updated_at: string | null;
}

/** Facts about the catalogue itself, e.g. the instant it was seeded (so deal windows can be revived). */
export interface CatalogMetaTable {
  key: string;
  value: string;
}

export interface DB {
  category: CategoryTable;
  region: RegionTable;
  store: StoreTable;
  product: ProductTable;
  deal: DealTable;
  deal_product: DealProductTable;
  period: PeriodTable;
  period_product: PeriodProductTable;
  event: EventTable;
  banner: BannerTable;
  best_rank: BestRankTable;
  notice: NoticeTable;
  catalog_meta: CatalogMetaTable;
  member: MemberTable;
  auth_session: AuthSessionTable;
  refresh_token: RefreshTokenTable;
  signup_block: SignupBlockTable;
  device: DeviceTable;
  app_state: AppStateTable;
  app_attestation_challenge: AppAttestationChallengeTable;
  search_document: SearchDocumentTable;
  search_term: SearchTermTable;
  search_tag: SearchTagTable;
  search_suggestion: SearchSuggestionTable;
  search_log: SearchLogTable;
  search_synonym: SearchSynonymTable;
  search_version: SearchVersionTable;
  short_link: ShortLinkTable;
  product_like: ProductLikeTable;
  shop_like: ShopLikeTable;
  event_apply: EventApplyTable;
  rate_limit: RateLimitTable;
  point_account: PointAccountTable;
  point_entry: PointEntryTable;
  point_allocation: PointAllocationTable;
  point_lot: PointLotTable;
  point_month: PointMonthTable;
  point_exchange: PointExchangeTable;
  point_policy: PointPolicyTable;
  game_play: GamePlayTable;
  member_withdrawal: MemberWithdrawalTable;
  member_survey: MemberSurveyTable;
  shop_order: ShopOrderTable;
  shop_order_line: ShopOrderLineTable;
  community_post: CommunityPostTable;
  community_post_photo: CommunityPostPhotoTable;
  community_post_product: CommunityPostProductTable;
  community_survey_option: CommunitySurveyOptionTable;
  community_vote: CommunityVoteTable;
  community_reply: CommunityReplyTable;
  community_reaction: CommunityReactionTable;
  community_report: CommunityReportTable;
  community_view: CommunityViewTable;
  community_share: CommunityShareTable;
  banned_word: BannedWordTable;
  community_photo: CommunityPhotoTable;
  stored_object: StoredObjectTable;
  product_photo: ProductPhotoTable;
  alarm: AlarmTable;
  alert_subscription: AlertSubscriptionTable;
  alert_event: AlertEventTable;
  push_message: PushMessageTable;
  home_shelf: HomeShelfTable;
  job_run: JobRunTable;
}

/** What a repository's queries run on: the database, or a transaction open on it. */
export type Db = Kysely<DB> | Transaction<DB>;

export type { Generated };

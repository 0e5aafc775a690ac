import type { Generated } from 'kysely';

/**
 * Tables of the account and auth services (migration 0002_accounts). The conventions of schema.ts
 * hold: instants are ISO UTC strings, booleans 0/1 integers. `Generated` marks columns with a database default.
 */
export interface MemberTable {
  member_id: Generated<number>;
  /** 1001 Naver, 1002 Apple. */
  channel_type: number;
  /** The provider's stable id for this person (Naver `id`, Apple `sub`). */
  provider_subject: string;
  email: string | null;
  nickname: string;
  name: string | null;
  gender: string | null; // 'M' | 'F' | 'U'
  birth_year: number | null;
  mobile: string | null;
  is_banned: Generated<number>;
  ban_message: Generated<string>;
  banned_at: string | null;
  /** 1 when the member has agreed to the current terms (the API's isTermsChange). */
  terms_agreed: Generated<number>;
  terms_agreed_at: string | null;
  /**
   * 1 from a person's first sign-in until they agree to the required items on /sign-up (migration
   * 0020_sign_up_agreement): member-only calls answer SIGN_UP_REQUIRED meanwhile. The agreement also
   * agrees to the current terms (terms_agreed, terms_agreed_at).
   */
  sign_up_pending: Generated<number>;
  push_yn: Generated<number>;
  ad_yn: Generated<number>;
  email_yn: Generated<number>;
  sms_yn: Generated<number>;
  cafe24_registered: Generated<number>;
  signup_click_key: string | null;
  created_at: string;
  updated_at: string;
  last_signin_at: string | null;
  /** When each consent flag last changed (migration 0008_member_account); null: never since sign-up. */
  push_yn_changed_at: string | null;
  ad_yn_changed_at: string | null;
  email_yn_changed_at: string | null;
  sms_yn_changed_at: string | null;
  mobile_changed_at: string | null;
  nickname_changed_at: string | null;
  /** contract/rules/nickname.ts nicknameKey of a nickname chosen through the change call (unique); else null. */
  nickname_key: string | null;
  /** Set when the account is closed; the row stays, anonymised (member_withdrawal has the details). */
  withdrawn_at: string | null;
  /**
   * When the operator force-withdrew the member (migration 0013_forced_withdrawal), and why (shown to
   * the member). A month later the stars expire and the account is closed (withdrawn_at set).
   */
  force_withdrawn_at: string | null;
  force_withdrawal_reason: string | null;
}

/** One sign-in on one device: the family of refresh tokens of RFC 9700, revoked as a whole. */
export interface AuthSessionTable {
  session_id: string;
  member_id: number;
  channel_type: number;
  device_uuid: string | null;
  device_type: number | null;
  created_at: string;
  last_refreshed_at: string | null;
  revoked_at: string | null;
  /** 'logout' | 'reuse' | 'admin' */
  revoke_reason: string | null;
}

/** Refresh tokens are stored as sha256 hex only; the token itself is never written anywhere. */
export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  parent_hash: string | null;
  issued_at: string;
  expires_at: string;
  /**
   * Set when the token is exchanged; a second use after the grace window (REFRESH_REUSE_GRACE_SECONDS)
   * is theft and revokes the whole session.
   */
  used_at: string | null;
  /**
   * The pair this token was exchanged for, sealed with a key derived from JWT_SECRET (migration
   * 0006_refresh_grace): re-sent within the grace window, cleared once that pair's refresh token is used.
   */
  successor_pair: string | null;
}

/** Provider identities that may not sign up (codes 83 / 84). */
export interface SignupBlockTable {
  channel_type: number;
  provider_subject: string;
  reason: string;
  created_at: string;
}

export interface DeviceTable {
  device_uuid: string;
  member_id: number | null;
  device_type: number | null;
  app_version: string | null;
  push_yn: Generated<number>;
  push_changed_at: string | null;
  ad_yn: Generated<number>;
  ad_changed_at: string | null;
  first_access_at: string;
  last_access_at: string;
  /** ADID / IDFA as the app reports it; null when unknown or tracking is limited. */
  advertising_id: string | null;
  advertising_id_changed_at: string | null;
  /** The id the app's push/analytics SDK knows this install by. */
  app_user_id: string | null;
  /** 'android' | 'ios', from the version call. */
  app_os: string | null;
}

/** One row (id 1) that every instance reads: maintenance and versions are switched by the admin CLI. */
export interface AppStateTable {
  id: number;
  maintenance: number;
  /** null: announce the web version this server was built with (config WEB_VERSION). */
  web_version: string | null;
  android_min_version: string;
  ios_min_version: string;
  updated_at: string;
}

/**
 * A challenge (nonce) of the app attestation (migration 0021_app_attestation), stored as its SHA-256
 * in hex. `used_at` is set once, by the sign-in that consumes it.
 */
export interface AppAttestationChallengeTable {
  challenge_hash: string;
  /** The `deviceUuid` that asked for it; a sign-in from another device cannot use it. */
  device_uuid: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

// The member's own account (migration 0008_member_account): withdrawal, survey, and the copy of the
// shop's orders.

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

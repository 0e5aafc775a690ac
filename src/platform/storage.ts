/**
 * Every browser storage key and cookie of spec section 3, in one place. Reads validate what they find:
 * a value another version of the app, another tab or a curious user left in a shape we do not expect
 * reads as absent, and no storage call ever throws (Safari private mode, disabled storage, quota).
 */

/** How one key's string is read and written. `read` answers undefined for anything it does not accept. */
export interface Codec<T> {
  read(raw: string): T | undefined;
  write(value: T): string;
}

/** Any codec, whatever its value type (for constraints). */
interface AnyCodec {
  read(raw: string): unknown;
  write(value: never): string;
}

const MAX_TEXT = 8192;

const text: Codec<string> = {
  read: (raw) => (raw.length > 0 && raw.length <= MAX_TEXT ? raw : undefined),
  write: (value) => value,
};

function oneOf<const V extends string>(...values: V[]): Codec<V> {
  return {
    read: (raw) => ((values as string[]).includes(raw) ? (raw as V) : undefined),
    write: (value) => value,
  };
}

/** 'true' / 'false' as a boolean. */
const flag: Codec<boolean> = {
  read: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  write: (value) => String(value),
};

const nonNegativeInteger: Codec<number> = {
  read: (raw) => (/^\d{1,15}$/.test(raw) ? Number(raw) : undefined),
  write: (value) => String(Math.max(0, Math.trunc(value))),
};

function json<T>(guard: (value: unknown) => value is T): Codec<T> {
  return {
    read: (raw) => {
      try {
        const value: unknown = JSON.parse(raw);
        return guard(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    write: (value) => JSON.stringify(value),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const isReturnScroll = (value: unknown): value is { path: string; y: number } =>
  isRecord(value) && typeof value.path === 'string' && typeof value.y === 'number' && value.y >= 0;

/** What the native app hands over when it opens a product (spec section 3, receivedValue). */
export interface ReceivedValue {
  src?: string;
  title?: string;
  shopId?: string | number;
  productNo?: string | number;
  pre_page_name?: string;
  pre_list_component?: string;
  category_id?: string | number;
}

const receivedValueKeys = [
  'src',
  'title',
  'shopId',
  'productNo',
  'pre_page_name',
  'pre_list_component',
  'category_id',
];

const isReceivedValue = (value: unknown): value is ReceivedValue =>
  isRecord(value) &&
  Object.entries(value).every(([key, field]) => receivedValueKeys.includes(key) && isScalar(field));

/** A product like sent to the native app (spec section 3, product like message). */
export interface AppProductLike {
  productNo: number;
  likeMode: string;
  pre_page_name?: string;
  pre_list_component?: string;
  category_id?: string | number;
}

const isAppProductLike = (value: unknown): value is AppProductLike =>
  isRecord(value) &&
  Number.isInteger(value.productNo) &&
  typeof value.likeMode === 'string' &&
  Object.values(value).every(isScalar);

export interface RecentlyViewedProduct {
  productNo: number;
  isLike: boolean;
  /**
   * What the search screen shows for the product, when it was opened from a list that knew it; the
   * native app's appRecentProduct message may carry only the number.
   */
  name?: string;
  imageUrl?: string;
  salePrice?: number;
  shopUrl?: string;
  /** The size (`5kg`, `10구`), which tells apart two products of one name. */
  weight?: string;
}

const optionalText = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.length <= 2048);

const isRecentlyViewed = (value: unknown): value is RecentlyViewedProduct[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      isRecord(item) &&
      Number.isInteger(item.productNo) &&
      typeof item.isLike === 'boolean' &&
      optionalText(item.name) &&
      optionalText(item.imageUrl) &&
      optionalText(item.shopUrl) &&
      optionalText(item.weight) &&
      (item.salePrice === undefined || Number.isInteger(item.salePrice)),
  );

/** Recent search keywords, newest first (the spec does not name the key). */
const isKeywordList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= 50 &&
  value.every((item) => typeof item === 'string' && item.trim() !== '' && item.length <= 50);

/** Ban status as the sign-in and profile responses carry it (spec section 3: persisted). */
const isBanStatus = (value: unknown): value is { isBanned: boolean; message: string } =>
  isRecord(value) &&
  typeof value.isBanned === 'boolean' &&
  typeof value.message === 'string' &&
  value.message.length <= MAX_TEXT;

/** The stored access token carries its scheme (spec section 3: prefixed 'Bearer '). */
const bearerToken: Codec<string> = {
  read: (raw) => (/^Bearer \S+$/.test(raw) && raw.length <= MAX_TEXT ? raw : undefined),
  write: (value) => (value.startsWith('Bearer ') ? value : `Bearer ${value}`),
};

/** Local storage, names exactly as spec section 3. */
export const localKeys = {
  accessToken1: bearerToken,
  refreshToken1: text,
  /** Device id: the native app's, or on the web one we generate, prefixed 'w-' (see deviceId()). */
  uid: text,
  userToken: text,
  socialLoginPlatform: oneOf('apple', 'naver'),
  isCafe24Register: oneOf('1'),
  redirectUri: text,
  state: text,
  receivedValue: json(isReceivedValue),
  appProductLike: json(isAppProductLike),
  'survey-completed': flag,
  /** The terms-change flag: the string 'false' means the modal is owed (spec section 4). */
  'terms-completed': flag,
  /** Maintenance bypass; cleared from here when the maintenance flag clears (spec section 4). */
  bypass: flag,
  /** Recently viewed products, newest first, at most RECENTLY_VIEWED_MAX (the spec does not name the key). */
  recentlyViewed: json(isRecentlyViewed),
  /** The member's ban status, so actions stay blocked from the first tap after a reload (the spec does not name the key). */
  banStatus: json(isBanStatus),
  /** Recent search keywords, newest first; a malformed value reads as none. */
  recentKeywords: json(isKeywordList),
  /** The search screen's auto-save switch for recent keywords; absent means on. */
  recentKeywordAutoSave: flag,
  /** The community search's recent keywords, newest first, apart from the product search's. */
  communityRecentKeywords: json(isKeywordList),
  /** When the member last opened the community (epoch ms): newer posts put the red dot on the bottom bar. */
  communityOpenedAt: nonNegativeInteger,
  /** Legacy keys of an older app version: their presence means all storage is cleared (spec section 4). */
  accessToken: text,
  refreshToken: text,
} satisfies Record<string, AnyCodec>;

/** Session storage, names exactly as spec section 3. */
export const sessionKeys = {
  /** From the `click_key` query; cleared when /welcome opens. */
  eventClickKey: text,
  'first-visited': flag,
  appLaunchedPop: flag,
  /** The ban alert was shown in this browser session: a reload does not show it again (spec section 4). */
  banAlertShown: flag,
  /** Set by sign-in for a new member: /welcome is theirs once, anyone else is sent home. */
  justSignedUp: flag,
  /** history.length when /login sent the shopper to the identity provider (features/session/api/sign-in.ts). */
  signInHistoryLength: nonNegativeInteger,
  /** Where the /login entry goes once the landing has stepped back to it (features/session/api/sign-in.ts). */
  afterSignIn: text,
  /** The page and scroll position a guest was asked to sign in from (app/use-member-gate.ts), once. */
  signInReturnScroll: json(isReturnScroll),
  bypass: flag,
  email: text,
  /** The bottom bar's red dot: true when the community has posts newer than communityOpenedAt; false once opened. */
  communityAlert: flag,
  /** false once the community was opened: the bottom bar's tooltip (COMMUNITY_TOOLTIP_TEXT) is gone. */
  communityToolTip: flag,
  /**
   * The community post being written, as an object; its shape is checked where it is read
   * (features/community/form/post-draft.ts), so the first screen does not carry that check.
   */
  communityPostDraft: json(isRecord),
  'is-external-referrer': flag,
  scrollY: nonNegativeInteger,
} satisfies Record<string, AnyCodec>;

/*
 * One key of ours lives outside this module: `releaseReload` (session storage), in
 * platform/release-reload.ts, because the boot script needs it before this module has loaded.
 */

/**
 * Keys written by libraries on our behalf; listed so nothing touches storage unaccounted for.
 * The query cache persister owns its own format.
 */
export const libraryKeys = {
  session: { queryCache: 'query-cache' },
} as const;

type ValueOf<C> = C extends Codec<infer T> ? T : never;

export interface TypedStore<K extends Record<string, AnyCodec>> {
  get<N extends keyof K & string>(name: N): ValueOf<K[N]> | undefined;
  set<N extends keyof K & string>(name: N, value: ValueOf<K[N]>): void;
  remove(name: keyof K & string): void;
}

/** A typed store over some keys; app-only keys live in their own modules (e.g. platform/app-reported.ts). */
export function createStore<K extends Record<string, AnyCodec>>(
  keys: K,
  storage: () => Storage,
): TypedStore<K> {
  return {
    get(name) {
      try {
        const raw = storage().getItem(name);
        return raw === null
          ? undefined
          : ((keys[name] as Codec<ValueOf<K[typeof name]>>).read(raw) ?? undefined);
      } catch {
        return undefined;
      }
    },
    set(name, value) {
      try {
        storage().setItem(name, (keys[name] as Codec<typeof value>).write(value));
      } catch {
        // Storage full or disabled: the app keeps working without persistence.
      }
    },
    remove(name) {
      try {
        storage().removeItem(name);
      } catch {
        // Nothing to remove from a storage we cannot reach.
      }
    },
  };
}

export const localStore = createStore(localKeys, () => window.localStorage);
export const sessionStore = createStore(sessionKeys, () => window.sessionStorage);

/** Cookies of spec section 3. The spec does not give their names; these are ours. */
export const cookieNames = {
  /** Access and refresh token, shared with the shop on the parent domain. */
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  /** First-visit marker, expires at the end of the day (spec section 4). */
  visited: 'visited',
  /** The survey dialog stays hidden for 12 hours after closing. */
  surveyHidden: 'survey-hidden',
} as const;

export type CookieName = (typeof cookieNames)[keyof typeof cookieNames];

export interface CookieOptions {
  expires?: Date;
  /** e.g. '.jecheol.kr' for the token cookies shared with the shop; omitted means this host only. */
  domain?: string;
}

export const cookies = {
  get(name: CookieName): string | undefined {
    try {
      for (const part of document.cookie.split(';')) {
        const index = part.indexOf('=');
        if (index < 0 || part.slice(0, index).trim() !== name) continue;
        const value = decodeURIComponent(part.slice(index + 1).trim());
        return value === '' ? undefined : value;
      }
    } catch {
      // A malformed escape in someone else's cookie: treat ours as absent.
    }
    return undefined;
  },
  set(name: CookieName, value: string, options: CookieOptions = {}): void {
    const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
    if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
    if (options.domain) parts.push(`domain=${options.domain}`);
    if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari versions we support
    document.cookie = parts.join('; ');
  },
  remove(name: CookieName, options: Pick<CookieOptions, 'domain'> = {}): void {
    cookies.set(name, '', { ...options, expires: new Date(0) });
  },
};

export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain http on a LAN address still has getRandomValues.
  const random = crypto.getRandomValues(new Uint8Array(32));
  let index = 0;
  // Version-4 layout: the template's 4 and 8 keep the version and variant bits.
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (digit) => {
    const value = Number(digit);
    return (value ^ ((random[index++] ?? 0) & (15 >> (value / 4)))).toString(16);
  });
}

let memoryDeviceId: string | undefined;

/** Only the one key the first screen needs, so the full key table stays out of the first load. */
const deviceIdStore = createStore(
  { uid: text } satisfies Pick<typeof localKeys, 'uid'>,
  () => window.localStorage,
);

/**
 * The device id sent as `deviceUuid`: the native app's when it stored one, otherwise one generated for
 * this browser, prefixed 'w-' (spec section 3). Stable for the page even when storage is unavailable.
 */
export function deviceId(): string {
  const stored = deviceIdStore.get('uid');
  if (stored) return stored;
  memoryDeviceId ??= `w-${randomUuid()}`;
  deviceIdStore.set('uid', memoryDeviceId);
  return memoryDeviceId;
}

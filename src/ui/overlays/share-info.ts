import type { CommunityType } from '#contract/rules/community-rules.ts';

/**
 * What the share dialog shares (spec section 3, share info). `url` is what the link opens and what
 * "URL 복사" copies; title, description and imageUrl make KakaoTalk's card. The community's post-share
 * answer is one of these; a page without one shares its own title and address.
 */
export interface ShareInfo {
  title: string;
  description: string;
  url: string;
  /** The native app's link to the same page (jecheol://web?url=…). */
  appUrl: string;
  /** Absolute: KakaoTalk and messengers fetch it from their servers. */
  imageUrl: string;
  communityType?: CommunityType;
  postId?: number;
  /** Analytics event names for a Kakao share and a URL copy (src/platform/analytics.ts trackShare). */
  kakaoGtag?: string;
  urlGtag?: string;
}

/**
 * A screen's part of its share info, given to the header (`<AppHeader share={...} />`): what it knows
 * of the page (title, description, picture). `load` fetches the full info when the share button is
 * tapped (the community records the share and answers its own); if it fails the page's info is shared.
 */
export interface PageShare {
  title?: string;
  description?: string;
  imageUrl?: string;
  communityType?: CommunityType;
  postId?: number;
  kakaoGtag?: string;
  urlGtag?: string;
  load?: () => Promise<Partial<ShareInfo>>;
}

/** The native app opens a link of its own scheme in its web view (the server's APP_LINK_BASE). */
export const APP_LINK_BASE = 'jecheol://web?url=';
/** The site's share picture (public/og-image.png), the server's link previews' default too. */
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * The current page's share info: the screen's title, description and picture where it gave them,
 * otherwise the header's title (or the document's), the page's description and the site's picture.
 */
export function pageShareInfo(page: PageShare, fallbackTitle: string): ShareInfo {
  const { origin, pathname, search } = window.location;
  const url = `${origin}${pathname}${search}`;
  const description =
    page.description ?? document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
  return {
    title: page.title || fallbackTitle || document.title,
    description,
    url,
    appUrl: `${APP_LINK_BASE}${encodeURIComponent(url)}`,
    imageUrl: absolute(page.imageUrl || DEFAULT_SHARE_IMAGE),
    ...(page.communityType ? { communityType: page.communityType } : {}),
    ...(page.postId !== undefined ? { postId: page.postId } : {}),
    ...(page.kakaoGtag ? { kakaoGtag: page.kakaoGtag } : {}),
    ...(page.urlGtag ? { urlGtag: page.urlGtag } : {}),
  };
}

/** `base` with every field `loaded` has a value for (an empty string from the server does not erase). */
export function mergeShareInfo(base: ShareInfo, loaded: Partial<ShareInfo>): ShareInfo {
  const merged: ShareInfo = { ...base };
  for (const [key, value] of Object.entries(loaded) as [keyof ShareInfo, unknown][]) {
    if (value !== undefined && value !== null && value !== '') Object.assign(merged, { [key]: value });
  }
  return merged;
}

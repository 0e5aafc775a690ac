/**
 * The analytics seam: screens name themselves with `track(pageName)` and the event lands in
 * `window.dataLayer`, where a tag manager (if a deployment adds one) picks it up. No external script
 * is loaded here, so nothing leaves the browser unless a deployment decides so.
 */
export interface PageViewEvent {
  event: 'page_view';
  pageName: string;
  pagePath: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(pageName: string): void {
  if (typeof window === 'undefined') return;
  const event: PageViewEvent = { event: 'page_view', pageName, pagePath: window.location.pathname };
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** How a share went out: KakaoTalk, or the page's URL copied. */
export type ShareMethod = 'kakao' | 'url';

export interface ShareEvent {
  /** The share info's kakaoGtag / urlGtag (spec section 3), else `share_kakao` / `share_url`. */
  event: string;
  shareMethod: ShareMethod;
  shareUrl: string;
  pagePath: string;
  communityType?: string;
  postId?: number;
}

/** A share that went out (spec section 3's kakaoGtag and urlGtag name the event when given). */
export function trackShare(
  method: ShareMethod,
  share: { url: string; kakaoGtag?: string; urlGtag?: string; communityType?: string; postId?: number },
): void {
  if (typeof window === 'undefined') return;
  const gtag = method === 'kakao' ? share.kakaoGtag : share.urlGtag;
  const event: ShareEvent = {
    event: gtag || `share_${method}`,
    shareMethod: method,
    shareUrl: share.url,
    pagePath: window.location.pathname,
    ...(share.communityType ? { communityType: share.communityType } : {}),
    ...(share.postId !== undefined ? { postId: share.postId } : {}),
  };
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

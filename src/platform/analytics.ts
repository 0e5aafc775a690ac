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

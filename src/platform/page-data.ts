/**
 * The API answer a server-written page carries for its first screen (a deal's detail: the server
 * writes it beside the page's pre-paint shell, server/modules/link-preview/first-paint.ts), so the
 * screen's query takes it instead of asking again. Only answers a guest gets are written, so they hold
 * for anyone. Taken once: a later visit to the same page in this tab asks the API as usual.
 */
export function takePageData(path: string): unknown {
  const element = document.getElementById('page-data');
  if (!(element instanceof HTMLScriptElement) || element.dataset.path !== path) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}

/**
 * How long ago (ms) the page's HTML began to arrive, on this tab's clock: a server time written into the
 * page is that much older than one an API call would answer now.
 */
export function pageAgeMs(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.responseStart > 0
    ? Math.max(0, performance.now() - navigation.responseStart)
    : 0;
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { track } from './analytics.ts';

afterEach(() => {
  delete window.dataLayer;
});

describe('track', () => {
  it('creates the data layer and records a page view with the page name and path', () => {
    window.history.replaceState(null, '', '/period/421');
    track('pick');
    expect(window.dataLayer).toEqual([{ event: 'page_view', pageName: 'pick', pagePath: '/period/421' }]);
  });

  it('appends to a data layer a tag manager already created, in order', () => {
    const existing = [{ event: 'gtm.js' }];
    window.dataLayer = existing;
    track('cereal');
    track('meat');
    expect(window.dataLayer).toBe(existing);
    expect(existing.map((entry) => (entry as { pageName?: string }).pageName)).toEqual([
      undefined,
      'cereal',
      'meat',
    ]);
  });
});

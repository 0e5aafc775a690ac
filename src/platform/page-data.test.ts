// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { takePageData } from './page-data.ts';

function writePageData(path: string, text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'page-data';
  element.dataset.path = path;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.getElementById('page-data')?.remove();
});

describe('the answer a page carries', () => {
  it('is taken once, for its own path only', () => {
    writePageData('/api/v1/display/deal/21', '{"deal":{"title":"\\u003cb\\u003e귤\\u003c/b\\u003e"}}');
    expect(takePageData('/api/v1/display/deal/22')).toBeUndefined();
    expect(takePageData('/api/v1/display/deal/21')).toEqual({ deal: { title: '<b>귤</b>' } });
    expect(takePageData('/api/v1/display/deal/21')).toBeUndefined();
  });

  it('is nothing when it does not parse, and is not offered again', () => {
    writePageData('/api/v1/display/deal/21', '{"deal":');
    expect(takePageData('/api/v1/display/deal/21')).toBeUndefined();
    expect(document.getElementById('page-data')).toBeNull();
  });

  it('is nothing on a page without one', () => {
    expect(takePageData('/api/v1/display/deal/21')).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../test-support/render-app.tsx';
import { clickKeyOf, noteArrival } from './arrival.ts';

const clearVisitedCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, reset between tests
  document.cookie = 'visited=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};

beforeEach(() => {
  window.sessionStorage.clear();
  clearVisitedCookie();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearVisitedCookie();
});

describe('event click key', () => {
  it('accepts a short printable key and refuses anything else', () => {
    expect(clickKeyOf('?click_key=ev-2025_09.abc')).toBe('ev-2025_09.abc');
    expect(clickKeyOf('?type=1&click_key=12345')).toBe('12345');
    expect(clickKeyOf('?click_key=')).toBeUndefined();
    expect(clickKeyOf(`?click_key=${'a'.repeat(101)}`)).toBeUndefined();
    expect(clickKeyOf(`?click_key=${'a'.repeat(100)}`)).toBe('a'.repeat(100));
    expect(clickKeyOf('?click_key=%E3%85%8E')).toBeUndefined();
    expect(clickKeyOf('?click_key=a%0Ab')).toBeUndefined();
    expect(clickKeyOf('?other=1')).toBeUndefined();
  });

  it('stores a valid key and keeps the stored one when a later query has a bad key', () => {
    noteArrival('?click_key=first');
    expect(window.sessionStorage.getItem('eventClickKey')).toBe('first');
    noteArrival('?click_key=%00bad');
    noteArrival('');
    expect(window.sessionStorage.getItem('eventClickKey')).toBe('first');
    noteArrival('?click_key=second');
    expect(window.sessionStorage.getItem('eventClickKey')).toBe('second');
  });

  it('is stored when the app is opened on any page with click_key', async () => {
    installBrowserStubs();
    vi.stubGlobal('fetch', createFakeApi(() => undefined).fetch);
    renderApp('/best?click_key=campaign-77');
    await waitFor(() => expect(window.sessionStorage.getItem('eventClickKey')).toBe('campaign-77'));
  });
});

describe('first-visited', () => {
  it('is true for a session that started without the visited cookie, decided once', () => {
    noteArrival('');
    expect(window.sessionStorage.getItem('first-visited')).toBe('true');
    // The install popup sets today's cookie later in the same session: still this session's first visit.
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar
    document.cookie = 'visited=1; path=/';
    noteArrival('');
    expect(window.sessionStorage.getItem('first-visited')).toBe('true');
  });

  it('is false for a new session when the visited cookie is already set today', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar
    document.cookie = 'visited=1; path=/';
    noteArrival('');
    expect(window.sessionStorage.getItem('first-visited')).toBe('false');
  });
});

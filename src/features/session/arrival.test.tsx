// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../test-support/render-app.tsx';
import { noteArrival, parseClickKey } from './arrival.ts';

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
  it('accepts a short printable key (digits as the router reads them, a number) and refuses anything else', () => {
    expect(parseClickKey('ev-2025_09.abc')).toBe('ev-2025_09.abc');
    expect(parseClickKey(12345)).toBe(12345);
    expect(parseClickKey('')).toBeUndefined();
    expect(parseClickKey('a'.repeat(101))).toBeUndefined();
    expect(parseClickKey('a'.repeat(100))).toBe('a'.repeat(100));
    expect(parseClickKey('ㅎ')).toBeUndefined();
    expect(parseClickKey('a\nb')).toBeUndefined();
    expect(parseClickKey(undefined)).toBeUndefined();
    // Not read exactly by the router's JSON parser, or not a key at all.
    for (const raw of [1.5, 2 ** 60, true, null, {}, ['a']]) expect(parseClickKey(raw)).toBeUndefined();
  });

  it('stores a valid key and keeps the stored one when a later page has none', () => {
    noteArrival('first');
    expect(window.sessionStorage.getItem('eventClickKey')).toBe('first');
    noteArrival(undefined);
    expect(window.sessionStorage.getItem('eventClickKey')).toBe('first');
    noteArrival(12345);
    expect(window.sessionStorage.getItem('eventClickKey')).toBe('12345');
  });

  it('is stored when the app is opened on any page with click_key', async () => {
    installBrowserStubs();
    vi.stubGlobal('fetch', createFakeApi(() => undefined).fetch);
    const { router } = renderApp('/best?click_key=campaign-77');
    await waitFor(() => expect(window.sessionStorage.getItem('eventClickKey')).toBe('campaign-77'));
    // A bad key (a control character) is the root validator's to refuse: the stored key stays.
    await router.navigate({ to: '/best', search: { click_key: 'a\u0000b' } });
    await router.navigate({ to: '/', search: { click_key: 12345 } });
    await waitFor(() => expect(window.sessionStorage.getItem('eventClickKey')).toBe('12345'));
    expect(router.state.location.searchStr).toBe('?click_key=12345');
  });

  it('ends when /welcome is opened, even by someone it sends home at once', async () => {
    installBrowserStubs();
    vi.stubGlobal('fetch', createFakeApi(() => undefined).fetch);
    window.sessionStorage.setItem('eventClickKey', 'campaign-77');
    const { router } = renderApp('/welcome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.sessionStorage.getItem('eventClickKey')).toBeNull();
  });
});

describe('first-visited', () => {
  it('is true for a session that started without the visited cookie, decided once', () => {
    noteArrival(undefined);
    expect(window.sessionStorage.getItem('first-visited')).toBe('true');
    // The install popup sets today's cookie later in the same session: still this session's first visit.
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar
    document.cookie = 'visited=1; path=/';
    noteArrival(undefined);
    expect(window.sessionStorage.getItem('first-visited')).toBe('true');
  });

  it('is false for a new session when the visited cookie is already set today', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar
    document.cookie = 'visited=1; path=/';
    noteArrival(undefined);
    expect(window.sessionStorage.getItem('first-visited')).toBe('false');
  });
});

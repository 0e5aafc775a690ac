// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieDomainFor, normalizeCookieDomain } from '#contract/rules/cookie-domain.ts';
import { defaultRuntimeConfig } from '#contract/runtime-config.ts';
import { setRuntimeConfig } from '../../../platform/runtime-config.ts';
import { cookies } from '../../../platform/storage.ts';
import { addMonths, clearTokenCookies, storeTokenPair } from './tokens.ts';

/** Vitest's jsdom environment exposes its JSDOM instance; `reconfigure` moves the page to another URL. */
declare const jsdom: { reconfigure(options: { url: string }): void };

const pair = { accessToken: 'Bearer a.b.c', refreshToken: 'r-1', expireDt: '2026-11-30T03:00:00.000Z' };
/** The page's clock while the pair is stored: a day before the access token expires, on any real date. */
const PAGE_NOW = new Date('2026-11-29T03:00:00.000Z');

/** Every `document.cookie = …` the code under test writes, as written. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value) {
    writes.push(value);
    descriptor?.set?.call(this, value);
  });
  return writes;
}

function attribute(write: string, name: string): string | undefined {
  return write
    .split('; ')
    .find((part) => part.toLowerCase().startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function onPage(url: string, cookieDomain: string) {
  jsdom.reconfigure({ url });
  setRuntimeConfig({ ...defaultRuntimeConfig, cookieDomain });
}

describe('the cookie domain rule (contract/rules/cookie-domain.ts)', () => {
  it('accepts domain names and normalises them', () => {
    expect(normalizeCookieDomain('jecheol.kr')).toBe('jecheol.kr');
    expect(normalizeCookieDomain(' .Jecheol.KR ')).toBe('jecheol.kr');
    expect(normalizeCookieDomain('shop.jecheol.co.kr')).toBe('shop.jecheol.co.kr');
  });

  it('refuses what is not a domain name', () => {
    for (const bad of [
      '',
      '.',
      'localhost',
      'https://jecheol.kr',
      'jecheol.kr:443',
      'jecheol.kr/path',
      '127.0.0.1',
      'jecheol..kr',
      '-jecheol.kr',
      'jecheol-.kr',
      'je cheol.kr',
      '제철.kr',
      `${'a'.repeat(64)}.kr`,
      'jecheol.kr; secure',
    ])
      expect(normalizeCookieDomain(bad), bad).toBeUndefined();
  });

  it('applies only on the domain itself or below it', () => {
    expect(cookieDomainFor('jecheol.kr', 'www.jecheol.kr')).toBe('jecheol.kr');
    expect(cookieDomainFor('.jecheol.kr', 'jecheol.kr')).toBe('jecheol.kr');
    expect(cookieDomainFor('jecheol.kr', 'WWW.Jecheol.kr.')).toBe('jecheol.kr');
    // Not a parent: a look-alike suffix, another site, a child of the page, localhost, nothing set.
    expect(cookieDomainFor('jecheol.kr', 'notjecheol.kr')).toBeUndefined();
    expect(cookieDomainFor('jecheol.kr', 'jecheol.kr.evil.example')).toBeUndefined();
    expect(cookieDomainFor('shop.jecheol.kr', 'jecheol.kr')).toBeUndefined();
    expect(cookieDomainFor('jecheol.kr', 'localhost')).toBeUndefined();
    expect(cookieDomainFor('', 'www.jecheol.kr')).toBeUndefined();
    expect(cookieDomainFor('localhost', 'localhost')).toBeUndefined();
    // An IP address takes no domain cookies; a malformed value never matches a host.
    expect(cookieDomainFor('0.0.1', '127.0.0.1')).toBeUndefined();
    expect(cookieDomainFor('kr', 'jecheol.kr')).toBeUndefined();
    expect(cookieDomainFor('jecheol.kr; secure', 'www.jecheol.kr')).toBeUndefined();
    expect(cookieDomainFor('https://jecheol.kr', 'www.jecheol.kr')).toBeUndefined();
  });
});

describe('token cookies', () => {
  let writes: string[];
  beforeEach(() => {
    // The cookie jar drops a cookie whose expiry has passed, so the clock is the test's, not the machine's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(PAGE_NOW);
    writes = recordCookieWrites();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    onPage('http://localhost:3000/', '');
  });

  it('are set on the configured parent domain when the page is on it', () => {
    onPage('https://m.jecheol.kr/my-page', '.jecheol.kr');
    storeTokenPair(pair);
    expect(writes).toHaveLength(2);
    for (const write of writes) expect(attribute(write, 'domain')).toBe('jecheol.kr');
    expect(cookies.get('accessToken')).toBe('Bearer a.b.c');
    expect(cookies.get('refreshToken')).toBe('r-1');
  });

  it('are host-only when the configured domain is not the page’s (a browser would drop them)', () => {
    onPage('https://m.example.kr/', 'jecheol.kr');
    storeTokenPair(pair);
    for (const write of writes) expect(attribute(write, 'domain')).toBeUndefined();
    expect(cookies.get('accessToken')).toBe('Bearer a.b.c');
  });

  it('are removed with the domain they were set with', () => {
    onPage('https://m.jecheol.kr/', 'jecheol.kr');
    storeTokenPair(pair);
    writes.length = 0;
    clearTokenCookies();
    expect(cookies.get('accessToken')).toBeUndefined();
    expect(cookies.get('refreshToken')).toBeUndefined();
    const removals = writes.filter((write) => attribute(write, 'domain') === 'jecheol.kr');
    expect(removals.map((write) => write.split('=')[0]).sort()).toEqual(['accessToken', 'refreshToken']);
    for (const write of removals) expect(attribute(write, 'expires')).toBe(new Date(0).toUTCString());
  });

  it('give the refresh cookie 3 months past the access token’s expiry (spec section 9)', () => {
    onPage('http://localhost:3000/', '');
    storeTokenPair(pair);
    const [access, refresh] = writes;
    expect(attribute(access ?? '', 'expires')).toBe('Mon, 30 Nov 2026 03:00:00 GMT');
    expect(attribute(refresh ?? '', 'expires')).toBe('Sun, 28 Feb 2027 03:00:00 GMT');
  });

  it('count months by the calendar, ending on the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-08-15T10:00:00Z'), 3).toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-30T03:00:00Z'), 3).toISOString()).toBe('2027-02-28T03:00:00.000Z');
    expect(addMonths(new Date('2027-11-30T03:00:00Z'), 3).toISOString()).toBe('2028-02-29T03:00:00.000Z');
    expect(addMonths(new Date('2026-10-31T23:30:00Z'), 3).toISOString()).toBe('2027-01-31T23:30:00.000Z');
  });
});

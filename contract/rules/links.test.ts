import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTERNAL_LINK_HOSTS } from '../constants.ts';
import { classifyLink, isFollowableLink } from './links.ts';

const internalHost = fc.constantFrom(...INTERNAL_LINK_HOSTS);
const otherHost = fc
  .domain()
  .filter((host) => !(INTERNAL_LINK_HOSTS as readonly string[]).includes(host.toLowerCase()));
// Path segments of ordinary characters; what a URL does with them is the URL parser's business.
const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{0,12}$/);
const appPath = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(segment), fc.option(segment))
  .map(([parts, query, hash]) => `/${parts.join('/')}${query ? `?q=${query}` : ''}${hash ? `#${hash}` : ''}`)
  .filter((path) => !path.startsWith('//'));
const scheme = fc.constantFrom('https', 'http', 'HTTPS', 'Http');

function randomCase(text: string, flips: boolean[]): string {
  return [...text]
    .map((char, i) => (flips[i % Math.max(flips.length, 1)] ? char.toUpperCase() : char))
    .join('');
}

describe('classifyLink', () => {
  it('follows the examples a reviewer would try first', () => {
    expect(classifyLink('/deal/12')).toEqual({ kind: 'app', path: '/deal/12' });
    expect(classifyLink('/period/421?type=pick#top')).toEqual({
      kind: 'app',
      path: '/period/421?type=pick#top',
    });
    expect(classifyLink('https://shop.jecheol.kr/product/detail.html?product_no=3')).toEqual({
      kind: 'internal',
      url: 'https://shop.jecheol.kr/product/detail.html?product_no=3',
    });
    expect(classifyLink('HTTPS://SHOP.JECHEOL.KR/a')).toEqual({
      kind: 'internal',
      url: 'https://shop.jecheol.kr/a',
    });
    expect(classifyLink('https://shop.jecheol.kr:443/a').kind).toBe('internal');
  });

  it.each([
    ['https://evil.com@shop.jecheol.kr', 'user-info'],
    ['https://shop.jecheol.kr@evil.com', 'user-info'],
    ['https://shop.jecheol.kr:pw@evil.com/', 'user-info'],
    ['https://shop.jecheol.kr\\@evil.com', 'user-info'],
    ['//evil.com', 'not-absolute-path'],
    ['//shop.jecheol.kr/x', 'not-absolute-path'],
    ['/\\evil.com', 'not-absolute-path'],
    ['/\t/evil.com', 'control-character'],
    ['/%0a/evil.com', null],
    ['javascript:alert(1)', 'scheme'],
    ['JavaScript:alert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['https://shop.jecheol.kr:8443/', 'host'],
    ['https://shop.jecheol.kr./', 'host'],
    ['https://evil.shop.jecheol.kr/', 'host'],
    ['https://shop.jecheol.kr.evil.com/', 'host'],
    ['https://jecheol.kr/', 'host'],
    ['deal/12', 'not-absolute-path'],
    ['?next=/x', 'not-absolute-path'],
    ['', 'empty'],
    [' https://shop.jecheol.kr/', 'control-character'],
  ] as const)('judges %s', (raw, reason) => {
    const result = classifyLink(raw);
    if (reason === null) {
      // An encoded newline stays encoded inside the path: harmless, still this app.
      expect(result).toEqual({ kind: 'app', path: raw });
    } else {
      expect(result).toEqual({ kind: 'refused', reason });
    }
  });

  it('follows every internal host in any letter case, with any path', () => {
    fc.assert(
      fc.property(scheme, internalHost, fc.array(fc.boolean()), appPath, (s, host, flips, path) => {
        const result = classifyLink(`${s}://${randomCase(host, flips)}${path}`);
        expect(result.kind).toBe('internal');
        if (result.kind === 'internal') expect(new URL(result.url).host).toBe(host);
      }),
    );
  });

  it('refuses every other host, however the URL is dressed up', () => {
    fc.assert(
      fc.property(scheme, otherHost, internalHost, appPath, (s, other, internal, path) => {
        for (const raw of [
          `${s}://${other}${path}`,
          `${s}://${internal}@${other}${path}`,
          `${s}://${internal}.${other}${path}`,
          `//${other}${path}`,
          `/\\${other}${path}`,
        ]) {
          expect(classifyLink(raw).kind, raw).toBe('refused');
        }
      }),
    );
  });

  it('refuses user info and non-default ports even on an internal host', () => {
    fc.assert(
      fc.property(
        scheme,
        internalHost,
        fc.stringMatching(/^[A-Za-z0-9.]{1,12}$/),
        fc.integer({ min: 1, max: 65535 }),
        (s, host, user, port) => {
          expect(classifyLink(`${s}://${user}@${host}/`).kind).toBe('refused');
          const withPort = classifyLink(`${s}://${host}:${port}/`).kind;
          const defaultPort = s.toLowerCase() === 'https' ? 443 : 80;
          expect(withPort).toBe(port === defaultPort ? 'internal' : 'refused');
        },
      ),
    );
  });

  it('refuses every scheme but http and https', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((s) => s !== 'http' && s !== 'https'),
        internalHost,
        (s, host) => {
          expect(classifyLink(`${s}://${host}/`).kind).toBe('refused');
          expect(classifyLink(`${s}:${host}`).kind).toBe('refused');
        },
      ),
    );
  });

  it('keeps an app path as it is and never turns anything into a URL of another origin', () => {
    const plainPath = appPath.filter((path) => !/(^|\/)\.{1,2}(\/|$|[?#])/.test(path));
    fc.assert(
      fc.property(plainPath, (path) => {
        expect(classifyLink(path)).toEqual({ kind: 'app', path });
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const result = classifyLink(raw);
        if (result.kind === 'app') {
          expect(result.path.startsWith('/')).toBe(true);
          expect(result.path.startsWith('//')).toBe(false);
          // Resolving the normalised path against any origin stays on that origin.
          expect(new URL(result.path, 'https://app.example').origin).toBe('https://app.example');
          expect(classifyLink(result.path)).toEqual(result);
        }
        if (result.kind === 'internal') {
          expect((INTERNAL_LINK_HOSTS as readonly string[]).includes(new URL(result.url).host)).toBe(true);
        }
        expect(isFollowableLink(raw)).toBe(result.kind !== 'refused');
      }),
      { numRuns: 2000 },
    );
  });
});

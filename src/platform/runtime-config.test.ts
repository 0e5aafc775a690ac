// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig, runtimeConfigSchema } from '#contract/runtime-config.ts';
import { parseRuntimeConfig, readRuntimeConfig } from './runtime-config.ts';

/** What the contract says the SPA must end up with for a given meta tag content. */
function expected(content: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return defaultRuntimeConfig;
  }
  const parsed = runtimeConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : defaultRuntimeConfig;
}

const urlish = fc.oneof(
  fc.webUrl(),
  fc.string(),
  fc.constantFrom(
    'https://shop.example.kr',
    ' https://shop.example.kr ',
    'https://shop\n.example.kr',
    'shop.example.kr',
    '',
    'mailto:x@y.kr',
    'http://[::1]',
    '/dev-shop',
    '/dev-shop/',
    ' /dev-shop',
    '//evil.example',
    '/\\evil.example',
    '/dev shop',
    '/dev\u0001shop',
    'dev-shop',
  ),
);

const nearlyValid = fc.record(
  {
    api: fc.oneof(
      fc.record({ display: fc.string(), account: fc.string(), search: fc.string() }),
      fc.record({ display: fc.string(), account: fc.integer(), search: fc.string() }),
      fc.constant(null),
      fc.array(fc.string()),
    ),
    shopBaseUrl: fc.oneof(urlish, fc.integer()),
    shopLoginUrl: fc.oneof(fc.string(), fc.constant(null)),
    signIn: fc.oneof(
      fc.record({
        naver: fc.record({ authorizeUrl: fc.string(), clientId: fc.oneof(fc.string(), fc.integer()) }),
        apple: fc.oneof(fc.record({ authorizeUrl: fc.string(), clientId: fc.string() }), fc.constant(null)),
      }),
      fc.anything(),
    ),
    kakao: fc.oneof(
      fc.record({
        javascriptKey: fc.oneof(fc.string(), fc.integer()),
        sdkUrl: fc.string(),
        standIn: fc.oneof(fc.constantFrom('send', 'fail', 'none', 'other'), fc.constant(null)),
      }),
      fc.anything(),
    ),
    cookieDomain: fc.oneof(fc.string(), fc.constantFrom('jecheol.kr', '.jecheol.kr'), fc.anything()),
    standIns: fc.oneof(fc.boolean(), fc.anything()),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

describe('parseRuntimeConfig', () => {
  it('gives exactly what the contract schema gives, for any content', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          nearlyValid.map((value) => JSON.stringify(value)),
          fc.json(),
          fc.string(),
        ),
        (content) => {
          expect(parseRuntimeConfig(content, defaultRuntimeConfig)).toEqual(expected(content));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads a valid tag and falls back to the defaults on anything malformed', () => {
    const valid = {
      api: { display: 'https://display.example.kr', account: '', search: '' },
      shopBaseUrl: 'https://shop.example.kr',
      shopLoginUrl: '/login',
      signIn: {
        naver: { authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize', clientId: 'naver-id' },
        apple: { authorizeUrl: 'https://appleid.apple.com/auth/authorize', clientId: 'kr.example.web' },
      },
      kakao: { javascriptKey: 'kakao-key', sdkUrl: 'https://cdn.example.kr/kakao.js', standIn: 'send' },
      cookieDomain: 'example.kr',
      standIns: false,
    };
    expect(parseRuntimeConfig(JSON.stringify(valid), defaultRuntimeConfig)).toEqual(valid);
    // Without the stand-ins flag (an older host page): the strip shows, as the defaults are stand-ins.
    const { standIns: ____, ...withoutStandIns } = valid;
    expect(parseRuntimeConfig(JSON.stringify(withoutStandIns), defaultRuntimeConfig)).toEqual({
      ...valid,
      standIns: true,
    });
    expect(parseRuntimeConfig(JSON.stringify({ ...valid, standIns: 'yes' }), defaultRuntimeConfig)).toEqual(
      defaultRuntimeConfig,
    );
    // Without a cookie domain (an older host page): host-only cookies.
    const { cookieDomain: ___, ...withoutCookieDomain } = valid;
    expect(parseRuntimeConfig(JSON.stringify(withoutCookieDomain), defaultRuntimeConfig)).toEqual({
      ...valid,
      cookieDomain: '',
    });
    expect(
      parseRuntimeConfig(JSON.stringify({ ...valid, cookieDomain: null }), defaultRuntimeConfig),
    ).toEqual(defaultRuntimeConfig);
    // A host page from before the sign-in settings existed still works, with the default providers.
    const { signIn: _, ...withoutSignIn } = valid;
    expect(parseRuntimeConfig(JSON.stringify(withoutSignIn), defaultRuntimeConfig)).toEqual({
      ...withoutSignIn,
      signIn: defaultRuntimeConfig.signIn,
    });
    // Without Kakao settings: the development stand-in.
    const { kakao: __, ...withoutKakao } = valid;
    expect(parseRuntimeConfig(JSON.stringify(withoutKakao), defaultRuntimeConfig)).toEqual({
      ...withoutKakao,
      kakao: defaultRuntimeConfig.kakao,
    });
    expect(parseRuntimeConfig('{}', defaultRuntimeConfig)).toEqual(defaultRuntimeConfig);
    expect(parseRuntimeConfig('{not json', defaultRuntimeConfig)).toEqual(defaultRuntimeConfig);
    expect(parseRuntimeConfig(null, defaultRuntimeConfig)).toEqual(defaultRuntimeConfig);
  });

  it('reads the meta tag index.html carries', () => {
    const doc = document.implementation.createHTMLDocument('');
    const meta = doc.createElement('meta');
    meta.name = 'app-config';
    meta.content = JSON.stringify({ ...defaultRuntimeConfig, shopBaseUrl: 'https://mall-test.jecheol.kr' });
    doc.head.append(meta);
    expect(readRuntimeConfig(defaultRuntimeConfig, doc).shopBaseUrl).toBe('https://mall-test.jecheol.kr');
  });
});

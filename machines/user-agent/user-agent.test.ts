import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_TYPE } from '#contract/constants.ts';
import {
  APP_WEB_VIEW_UA_MARKER,
  appVersionOf,
  compareVersions,
  deviceTypeOf,
  isAppOutdated,
  isAppWebView,
  isMobileBrowser,
  isMobileSafari,
  mobilePlatformOf,
  shopLogoutWindowOf,
  storeTargetOf,
} from './user-agent.ts';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneKakao:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.5',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
} as const;
const withMarker = (ua: string) => `${ua} ${APP_WEB_VIEW_UA_MARKER}/2.29.0`;
const uaArb = fc.oneof(
  fc.constantFrom(...Object.values(UA)),
  fc.constantFrom(...Object.values(UA)).map(withMarker),
  fc.string(),
);

describe('user agent facts', () => {
  it('gives the device type codes of spec section 3', () => {
    expect(deviceTypeOf(withMarker(UA.iphoneSafari))).toBe(DEVICE_TYPE.appWebView);
    expect(deviceTypeOf(UA.iphoneSafari)).toBe(DEVICE_TYPE.other);
    expect(deviceTypeOf(UA.androidChrome)).toBe(DEVICE_TYPE.other);
    expect(deviceTypeOf(UA.desktopChrome)).toBe(DEVICE_TYPE.browser);
    expect(deviceTypeOf(UA.macSafari)).toBe(DEVICE_TYPE.browser);
  });

  it('classifies every user agent into exactly one device type, the web view first', () => {
    fc.assert(
      fc.property(uaArb, (ua) => {
        const type = deviceTypeOf(ua);
        expect(Object.values(DEVICE_TYPE)).toContain(type);
        expect(type === DEVICE_TYPE.appWebView).toBe(isAppWebView(ua));
        expect(type === DEVICE_TYPE.other).toBe(isMobileBrowser(ua));
      }),
    );
  });

  it('never treats the app web view as a mobile browser or as mobile Safari', () => {
    fc.assert(
      fc.property(uaArb, (ua) => {
        if (!isAppWebView(ua)) return;
        expect(isMobileBrowser(ua)).toBe(false);
        expect(isMobileSafari(ua)).toBe(false);
        expect(shopLogoutWindowOf(ua)).toBe('popup');
      }),
    );
  });

  it('opens the shop logout in the same window only in mobile Safari', () => {
    expect(shopLogoutWindowOf(UA.iphoneSafari)).toBe('same');
    for (const ua of [UA.iphoneChrome, UA.iphoneKakao, UA.androidChrome, UA.desktopChrome, UA.macSafari]) {
      expect(shopLogoutWindowOf(ua)).toBe('popup');
    }
  });

  it('falls back to the store of the platform: iOS store, Android intent, else Play store', () => {
    fc.assert(
      fc.property(uaArb, (ua) => {
        const expected = { ios: 'appStore', android: 'androidIntent' } as const;
        const platform = mobilePlatformOf(ua);
        expect(storeTargetOf(ua)).toBe(platform ? expected[platform] : 'playStore');
      }),
    );
  });
});

describe("the app's version", () => {
  it('reads the version the marker carries, and nothing outside the app or without x.y.z', () => {
    expect(appVersionOf(`${UA.androidChrome} ${APP_WEB_VIEW_UA_MARKER}/2.31.4`)).toBe('2.31.4');
    expect(appVersionOf(`${UA.iphoneSafari} ${APP_WEB_VIEW_UA_MARKER}/10.0.12 extra`)).toBe('10.0.12');
    expect(appVersionOf(UA.androidChrome)).toBeUndefined();
    expect(appVersionOf(`${UA.androidChrome} ${APP_WEB_VIEW_UA_MARKER}`)).toBeUndefined();
    expect(appVersionOf(`${UA.androidChrome} ${APP_WEB_VIEW_UA_MARKER}/2.31`)).toBeUndefined();
    expect(appVersionOf(`${UA.androidChrome} ${APP_WEB_VIEW_UA_MARKER}/2.31.0.7`)).toBeUndefined();
  });

  it('compares versions numerically, part by part', () => {
    expect(compareVersions('2.10.0', '2.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.2.3', '1.10.0')).toBeLessThan(0);
    const version = fc.tuple(fc.nat(99), fc.nat(99), fc.nat(99)).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(Math.sign(compareVersions(a, b))).toBe(-Math.sign(compareVersions(b, a)));
      }),
    );
  });

  it("is outdated only below its own OS's minimum, never on an unknown version or OS", () => {
    const minimums = { androidMinVersion: '2.30.0', iOSMinVersion: '2.28.0' };
    expect(isAppOutdated({ appVersion: '2.29.0', os: 'android' }, minimums)).toBe(true);
    expect(isAppOutdated({ appVersion: '2.29.0', os: 'ios' }, minimums)).toBe(false);
    expect(isAppOutdated({ appVersion: '2.30.0', os: 'android' }, minimums)).toBe(false);
    expect(isAppOutdated({ appVersion: '2.27.9', os: 'ios' }, minimums)).toBe(true);
    expect(isAppOutdated({ appVersion: undefined, os: 'android' }, minimums)).toBe(false);
    expect(isAppOutdated({ appVersion: '1.0.0', os: null }, minimums)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { APP_STORE_URL, PLAY_STORE_URL } from '../app-links.ts';
import { storesFor } from './app-download-screen.tsx';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('/appdown store buttons', () => {
  it('offers only the App Store on an iPhone', () => {
    expect(storesFor(IPHONE, 'https://jecheol.kr/').map((store) => [store.label, store.href])).toEqual([
      ['App Store', APP_STORE_URL],
    ]);
  });

  it('offers Google Play through the Android intent that opens the app when installed', () => {
    const [store, ...rest] = storesFor(ANDROID, 'https://jecheol.kr/');
    expect(rest).toEqual([]);
    expect(store?.label).toBe('Google Play');
    expect(store?.href).toMatch(/^intent:\/\/open\?url=%2F#Intent;scheme=jecheol;package=kr\.jecheol\.app;/);
    expect(store?.href).toContain(`S.browser_fallback_url=${encodeURIComponent(PLAY_STORE_URL)}`);
  });

  it('offers both stores on a computer', () => {
    expect(storesFor(DESKTOP, 'https://jecheol.kr/').map((store) => store.href)).toEqual([
      APP_STORE_URL,
      PLAY_STORE_URL,
    ]);
  });
});

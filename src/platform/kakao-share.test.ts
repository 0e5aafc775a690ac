// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { defaultKakaoConfig } from '#contract/runtime-config.ts';
import { type KakaoSdk, resetKakaoShareForTests, shareToKakao } from './kakao-share.ts';

const info = {
  title: '오늘의 식탁',
  description: '제철 방어회',
  url: 'https://jecheol.kr/community/board-detail/1',
  imageUrl: 'https://jecheol.kr/hero.jpg',
};

afterEach(() => resetKakaoShareForTests());

describe('shareToKakao', () => {
  it('sends a feed through the stand-in when no key is configured, initialising once', async () => {
    await shareToKakao(info, defaultKakaoConfig);
    await shareToKakao(info, defaultKakaoConfig);
    const link = { mobileWebUrl: info.url, webUrl: info.url };
    expect(window.__kakaoStandIn?.sent).toEqual([
      {
        objectType: 'feed',
        content: { title: info.title, description: info.description, imageUrl: info.imageUrl, link },
        buttons: [{ title: '자세히 보기', link }],
      },
      expect.anything(),
    ]);
    expect(window.__kakaoStandIn?.appKey).toBe('development-stand-in');
  });

  it("rejects with the shopper's fallback text when the stand-in is told to fail", async () => {
    await expect(shareToKakao(info, { ...defaultKakaoConfig, standIn: 'fail' })).rejects.toThrow(
      '문제가 발생하여 요청을 처리하지 못했습니다.',
    );
  });

  it('loads the SDK script from the configured URL and uses the real Kakao object', async () => {
    const calls: string[] = [];
    let initialized = false;
    const sdk: KakaoSdk = {
      init: (key) => {
        calls.push(`init:${key}`);
        initialized = true;
      },
      isInitialized: () => initialized,
      Share: { sendDefault: (settings) => void calls.push(`send:${settings.content.title}`) },
    };
    const config = { javascriptKey: 'abc', sdkUrl: 'https://cdn.example/kakao.js', standIn: 'send' } as const;
    const sent = shareToKakao(info, config);
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src="https://cdn.example/kakao.js"]',
    );
    expect(script).not.toBeNull();
    window.Kakao = sdk;
    script?.onload?.(new Event('load'));
    await sent;
    await shareToKakao(info, config);
    expect(calls).toEqual(['init:abc', `send:${info.title}`, `send:${info.title}`]);
  });

  it('rejects when the script does not load, and tries again on the next share', async () => {
    const config = {
      javascriptKey: 'abc',
      sdkUrl: 'https://cdn.example/missing.js',
      standIn: 'send',
    } as const;
    const sent = shareToKakao(info, config);
    document.head
      .querySelector<HTMLScriptElement>('script[src$="missing.js"]')
      ?.onerror?.(new Event('error'));
    await expect(sent).rejects.toThrow('카카오톡 공유를 불러오지 못했습니다.');
    void shareToKakao(info, config).catch(() => {});
    expect(document.head.querySelectorAll('script[src$="missing.js"]')).toHaveLength(1);
  });
});

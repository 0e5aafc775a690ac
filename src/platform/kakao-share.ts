import type { ShareInfo } from '#contract/community-posts.ts';
import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import type { RuntimeConfig } from '#contract/runtime-config.ts';
import { runtimeConfig } from './runtime-config.ts';

/**
 * Kakao share (spec section 2), the one adapter for the Kakao JavaScript SDK. It speaks the SDK's
 * protocol: load the script, `Kakao.init(appKey)` once (`Kakao.isInitialized()`), then
 * `Kakao.Share.sendDefault` with a feed template. Without a configured key (the development default)
 * the SDK is a stand-in with the same calls that records each template on `window.__kakaoStandIn`
 * and answers as the config's `standIn` says, so the flow runs offline and in tests.
 *
 * Loaded lazily by the share dialog; nothing on the first screen imports it.
 */

export interface KakaoLink {
  mobileWebUrl: string;
  webUrl: string;
}

export interface KakaoFeedSettings {
  objectType: 'feed';
  content: { title: string; description: string; imageUrl: string; link: KakaoLink };
  buttons: { title: string; link: KakaoLink }[];
}

/** The part of the SDK this adapter uses. */
export interface KakaoSdk {
  init(appKey: string): void;
  isInitialized(): boolean;
  Share: { sendDefault(settings: KakaoFeedSettings): void };
}

export interface KakaoStandInRecord {
  appKey: string | null;
  sent: KakaoFeedSettings[];
}

declare global {
  interface Window {
    Kakao?: KakaoSdk;
    __kakaoStandIn?: KakaoStandInRecord;
  }
}

export type KakaoShareInfo = Pick<ShareInfo, 'title' | 'description' | 'url' | 'imageUrl'>;

const SDK_LOAD_FAILED = '카카오톡 공유를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

let standIn: { answer: string; sdk: KakaoSdk } | undefined;

function standInSdk(answer: 'send' | 'fail'): KakaoSdk {
  if (standIn?.answer === answer) return standIn.sdk;
  const record: KakaoStandInRecord = { appKey: null, sent: [] };
  window.__kakaoStandIn = record;
  const sdk: KakaoSdk = {
    init: (appKey) => {
      record.appKey = appKey;
    },
    isInitialized: () => record.appKey !== null,
    Share: {
      sendDefault: (settings) => {
        // The real SDK throws synchronously on a call it refuses; so does the stand-in when told to.
        if (answer === 'fail') throw new Error('Kakao stand-in: sendDefault refused (standIn: fail)');
        record.sent.push(settings);
      },
    },
  };
  standIn = { answer, sdk };
  return sdk;
}

let loading: Promise<KakaoSdk> | undefined;

function loadScript(src: string): Promise<KakaoSdk> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => (window.Kakao ? resolve(window.Kakao) : reject(new Error(SDK_LOAD_FAILED)));
    script.onerror = () => {
      script.remove();
      reject(new Error(SDK_LOAD_FAILED));
    };
    document.head.append(script);
  });
}

/** The SDK, loaded once; a failed load is tried again on the next share. */
function loadSdk(config: RuntimeConfig['kakao']): Promise<KakaoSdk> {
  if (!config.javascriptKey) {
    // No key and no stand-in: the dialog shows no Kakao button (kakaoShareAvailable), so this is a bug.
    if (config.standIn === 'none') return Promise.reject(new Error(SDK_LOAD_FAILED));
    return Promise.resolve(standInSdk(config.standIn));
  }
  if (window.Kakao) return Promise.resolve(window.Kakao);
  loading ??= loadScript(config.sdkUrl).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Opens KakaoTalk's share with the post as a feed card. Rejects with an Error whose message can be
 * shown to the shopper (a failed script load, or anything the SDK throws).
 */
export async function shareToKakao(info: KakaoShareInfo, config = runtimeConfig().kakao): Promise<void> {
  const sdk = await loadSdk(config);
  try {
    if (!sdk.isInitialized()) sdk.init(config.javascriptKey || 'development-stand-in');
    const link = { mobileWebUrl: info.url, webUrl: info.url };
    sdk.Share.sendDefault({
      objectType: 'feed',
      content: { title: info.title, description: info.description, imageUrl: info.imageUrl, link },
      buttons: [{ title: '자세히 보기', link }],
    });
  } catch (error) {
    // The SDK's own messages are English developer text: the shopper gets the spec's fallback.
    throw new Error(clientFallbackMessages.shareFailed, { cause: error });
  }
}

/** Tests: forget the loaded SDK. */
export function resetKakaoShareForTests(): void {
  loading = undefined;
  standIn = undefined;
  delete window.Kakao;
  delete window.__kakaoStandIn;
}

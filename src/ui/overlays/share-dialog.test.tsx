// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig } from '#contract/runtime-config.ts';
import { resetKakaoShareForTests } from '../../platform/kakao-share.ts';
import { setRuntimeConfig } from '../../platform/runtime-config.ts';
import { installBrowserStubs } from '../../test-support/render-app.tsx';
import AlertDialog from './alert-dialog.tsx';
import { alertDialog, toastQueue } from './feedback-actors.ts';
import { loadFeedbackActors } from './feedback-loader.ts';
import { useShareDialog } from './share.tsx';
import { mergeShareInfo, pageShareInfo, type ShareInfo } from './share-info.ts';

const info: ShareInfo = {
  title: '겨울 귤 특가',
  description: '제주 산지 직송',
  url: `${window.location.origin}/deal/7`,
  appUrl: `jecheol://web?url=${encodeURIComponent(`${window.location.origin}/deal/7`)}`,
  imageUrl: `${window.location.origin}/media/products/12.svg`,
  kakaoGtag: 'deal_share_kakao',
  urlGtag: 'deal_share_url',
};

/** A screen with a share button; the page's info is `share`'s, as the header builds it. */
function Harness({ share, load }: { share: ShareInfo; load?: () => Promise<Partial<ShareInfo>> }) {
  const dialog = useShareDialog();
  return (
    <>
      <button type="button" onClick={() => void dialog.open({ ...share, ...(load ? { load } : {}) }, '')}>
        열기
      </button>
      {dialog.dialog}
      <AlertDialog />
    </>
  );
}

const toasts = () =>
  toastQueue.getSnapshot().context.toasts.map((toast) => ('phrase' in toast ? toast.phrase : ''));

async function openDialog(share: ShareInfo = info, load?: () => Promise<Partial<ShareInfo>>) {
  render(<Harness share={share} load={load} />);
  fireEvent.click(screen.getByRole('button', { name: '열기' }));
  return screen.findByRole('dialog', { name: '공유하기' });
}

let writeText: ReturnType<typeof vi.fn>;
let handlers: string[];

beforeAll(async () => {
  await loadFeedbackActors();
});

beforeEach(() => {
  installBrowserStubs();
  window.history.replaceState(null, '', '/deal/7');
  while (alertDialog.getSnapshot().hasTag('visible')) alertDialog.send({ type: 'alert.confirm' });
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  window.dataLayer = [];
  handlers = [];
  (window as { flutter_inappwebview?: unknown }).flutter_inappwebview = {
    callHandler: async (name: string) => void handlers.push(name),
  };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetKakaoShareForTests();
  setRuntimeConfig(defaultRuntimeConfig);
  delete (window as { flutter_inappwebview?: unknown }).flutter_inappwebview;
});

describe('the share dialog', () => {
  it('is 320 wide, shows the URL and starts on URL 복사', async () => {
    const dialog = await openDialog();
    expect(dialog.style.maxWidth).toBe('320px');
    expect(
      within(dialog).getByText((_, element) => element?.tagName === 'P' && element.textContent === info.url),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'URL 복사' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('copies the URL with the toast, tracks urlGtag, and shows the copied flag for 1500 ms', async () => {
    const dialog = await openDialog();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'URL 복사' }));
    });
    expect(writeText).toHaveBeenCalledWith(info.url);
    expect(toasts()).toContain('URL이 복사되었습니다.');
    expect(within(dialog).getByRole('button', { name: '복사했어요' })).toBeTruthy();
    expect(window.dataLayer).toEqual([
      { event: 'deal_share_url', shareMethod: 'url', shareUrl: info.url, pagePath: window.location.pathname },
    ]);
    await act(async () => {
      vi.advanceTimersByTime(1499);
    });
    expect(within(dialog).getByRole('button', { name: '복사했어요' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(within(dialog).getByRole('button', { name: 'URL 복사' })).toBeTruthy();
  });

  it('shows the alert when the clipboard refuses, and no toast or event', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const before = toasts().length;
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'URL 복사' }));
    const alertBox = await screen.findByRole('alertdialog');
    expect(alertBox.textContent).toContain('문제가 발생하여 요청을 처리하지 못했습니다.');
    expect(toasts().length).toBe(before);
    expect(window.dataLayer).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'URL 복사' })).toBeTruthy();
  });

  it('sends the share info to KakaoTalk once, however fast the taps, tracks kakaoGtag and closes', async () => {
    const dialog = await openDialog();
    const kakao = within(dialog).getByRole('button', { name: '카카오톡' });
    fireEvent.click(kakao);
    fireEvent.click(kakao);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '공유하기' })).toBeNull());
    const link = { mobileWebUrl: info.url, webUrl: info.url };
    expect(window.__kakaoStandIn?.sent).toEqual([
      {
        objectType: 'feed',
        content: { title: info.title, description: info.description, imageUrl: info.imageUrl, link },
        buttons: [{ title: '자세히 보기', link }],
      },
    ]);
    expect(window.dataLayer).toEqual([
      {
        event: 'deal_share_kakao',
        shareMethod: 'kakao',
        shareUrl: info.url,
        pagePath: window.location.pathname,
      },
    ]);
    expect(handlers).toEqual([]);
  });

  it("names the events share_kakao / share_url when the info has no gtag, with the post's ids", async () => {
    const { kakaoGtag: _k, urlGtag: _u, ...plain } = info;
    const dialog = await openDialog({ ...plain, communityType: 'qna', postId: 3 });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'URL 복사' }));
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '카카오톡' }));
    await waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer?.map((event) => (event as { event: string }).event)).toEqual([
      'share_url',
      'share_kakao',
    ]);
    expect(window.dataLayer?.[1]).toMatchObject({ communityType: 'qna', postId: 3 });
  });

  it("on a Kakao failure shows the spec's alert, then runs the app's move-to-app-market handler", async () => {
    setRuntimeConfig({ ...defaultRuntimeConfig, kakao: { ...defaultRuntimeConfig.kakao, standIn: 'fail' } });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '카카오톡' }));
    const alertBox = await screen.findByRole('alertdialog');
    expect(alertBox.textContent).toContain(
      '문제가 발생하여 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
    // Not before the shopper has read the alert.
    expect(handlers).toEqual([]);
    fireEvent.click(within(alertBox).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(handlers).toEqual(['moveToAppMarket']));
    expect(window.__kakaoStandIn?.sent).toEqual([]);
    expect(window.dataLayer).toEqual([]);
    // The dialog stays for another try, enabled again.
    expect(within(dialog).getByRole('button', { name: '카카오톡' })).toHaveProperty('disabled', false);
  });

  it('has no Kakao button where the deployment has neither a key nor the development stand-in', async () => {
    setRuntimeConfig({ ...defaultRuntimeConfig, kakao: { ...defaultRuntimeConfig.kakao, standIn: 'none' } });
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('button', { name: '카카오톡' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'URL 복사' })).toBeTruthy();
    cleanup();
    setRuntimeConfig({
      ...defaultRuntimeConfig,
      kakao: { ...defaultRuntimeConfig.kakao, javascriptKey: 'kakao-key', standIn: 'none' },
    });
    expect(within(await openDialog()).getByRole('button', { name: '카카오톡' })).toBeTruthy();
  });

  it("lays what `load` answers over the page's info, and shares the page's when it fails", async () => {
    const load = vi.fn(async () => ({
      title: '서버의 제목',
      description: '',
      url: 'http://x.example/community/qna/3',
    }));
    const dialog = await openDialog(info, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(dialog.textContent).toContain('http://x.example/community/qna/3');
    cleanup();
    const failing = await openDialog(info, async () => Promise.reject(new Error('offline')));
    expect(failing.textContent).toContain(info.url);
  });
});

describe('share info', () => {
  it("is the page's: the screen's title, else the header's; absolute image; the app's link", () => {
    window.history.replaceState(null, '', '/deal/7?sort=NEW#top');
    const page = pageShareInfo(
      { title: '귤 딜', description: '산지 직송', imageUrl: '/media/products/1.svg' },
      '딜 상세',
    );
    expect(page).toEqual({
      title: '귤 딜',
      description: '산지 직송',
      url: `${window.location.origin}/deal/7?sort=NEW`,
      appUrl: `jecheol://web?url=${encodeURIComponent(`${window.location.origin}/deal/7?sort=NEW`)}`,
      imageUrl: `${window.location.origin}/media/products/1.svg`,
    });
    const plain = pageShareInfo({}, '베스트');
    expect(plain.title).toBe('베스트');
    expect(plain.imageUrl).toBe(`${window.location.origin}/og-image.png`);
  });

  it('keeps a value the loaded info leaves empty', () => {
    expect(mergeShareInfo(info, { title: '', description: '새 설명', imageUrl: undefined })).toEqual({
      ...info,
      description: '새 설명',
    });
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAY_STORE_URL } from '../app-links.ts';
import { InstallPopup, navigation } from './install-popup.tsx';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let go: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
  go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test document's cookie
  document.cookie = 'visited=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/period/421?type=push');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const popup = () => screen.queryByRole('dialog', { name: '제철장터 앱에서 더 편하게 쇼핑하세요' });

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('app-install popup', () => {
  it('opens 1 s after load, tries the deep link, and after 2.5 s in focus opens the store', async () => {
    render(<InstallPopup />);
    await advance(999);
    expect(popup()).toBeNull();
    await advance(1);
    expect(popup()).not.toBeNull();
    expect(document.cookie).toContain('visited=1');
    expect(sessionStorage.getItem('appLaunchedPop')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '앱으로 보기' }));
    expect(go).toHaveBeenCalledTimes(1);
    expect(go.mock.calls[0]?.[0]).toBe('jecheol://open?url=%2Fperiod%2F421%3Ftype%3Dpush');
    expect(screen.getByRole('button', { name: '앱을 여는 중…' })).toBeTruthy();

    await advance(2499);
    expect(go).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(go).toHaveBeenCalledTimes(2);
    const store = String(go.mock.calls[1]?.[0]);
    expect(store.startsWith('intent://')).toBe(true);
    expect(store).toContain(encodeURIComponent(PLAY_STORE_URL));
    expect(popup()).toBeNull();
  });

  it('leaves the store alone when the app took the page over', async () => {
    render(<InstallPopup />);
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: '앱으로 보기' }));
    await advance(500);
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await advance(5000);
    expect(go).toHaveBeenCalledTimes(1);
    expect(popup()).toBeNull();
  });

  it('can be closed to stay on the mobile web, and does not show twice in a session', async () => {
    const first = render(<InstallPopup />);
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: '모바일 웹으로 볼게요' }));
    expect(popup()).toBeNull();
    expect(go).not.toHaveBeenCalled();
    first.unmount();

    // Same session, and the visited cookie is cleared as if on another day: still not again.
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test document's cookie
    document.cookie = 'visited=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    render(<InstallPopup />);
    await advance(3000);
    expect(popup()).toBeNull();
  });
});

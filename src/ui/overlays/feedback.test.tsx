// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '../../test-support/render-app.tsx';
import AlertDialog from './alert-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { alert, confirm, showResponseToasts, showToast, textToHtml } from './feedback.ts';
import { alertDialog, confirmDialog, toastQueue } from './feedback-actors.ts';
import { loadFeedbackActors } from './feedback-loader.ts';
import { ToastLayer } from './toast-layer.tsx';
import { ToastRegion } from './toast-region.tsx';

// Once the actors are here every call reaches them at once, as the checks below expect.
beforeAll(async () => {
  await loadFeedbackActors();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Closes whatever a failed test left open, so tests stay independent of each other. */
beforeEach(() => {
  installBrowserStubs();
  while (alertDialog.getSnapshot().hasTag('visible')) alertDialog.send({ type: 'alert.confirm' });
  if (confirmDialog.getSnapshot().hasTag('visible')) confirmDialog.send({ type: 'confirm.cancel' });
});

describe('alert', () => {
  it('shows sanitised HTML with one 확인 button and runs the callback exactly once', async () => {
    render(<AlertDialog />);
    const onConfirm = vi.fn();
    let settled = false;
    const done = alert({
      html: '<b>이용이 제한된 계정입니다.</b><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
      onConfirm,
    }).then(() => {
      settled = true;
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.querySelector('b')?.textContent).toBe('이용이 제한된 계정입니다.');
    expect(dialog.innerHTML).not.toMatch(/onerror|script/);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const ok = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(ok);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(settled).toBe(false);

    fireEvent.click(ok);
    await done;
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows the fallback for empty content and queues a second alert behind the first', async () => {
    render(<AlertDialog />);
    const first = vi.fn();
    const second = vi.fn();
    void alert({ html: '  ', onConfirm: first });
    void alert({ html: '두 번째 알림', onConfirm: second });
    expect((await screen.findByRole('alertdialog')).textContent).toContain('내용을 입력해 주세요.');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('두 번째 알림');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('never lets markup run, whatever the server sends', async () => {
    render(<AlertDialog />);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), async (text) => {
        void alert({
          html: `<img src=x onerror="window.hacked=1">${text}<svg onload="window.hacked=1"></svg>`,
        });
        const dialog = await screen.findByRole('alertdialog');
        expect(dialog.querySelector('[onerror],[onload],script')).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: '확인' }));
      }),
      { numRuns: 20 },
    );
  });
});

describe('confirm', () => {
  it('resolves true after onConfirm finished, with the button disabled in between', async () => {
    render(<ConfirmDialog />);
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const answer = confirm({ content: '삭제할까요?', confirmLabel: '삭제', onConfirm });
    const button = await screen.findByRole('button', { name: '삭제' });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on cancel and on Escape, but Escape does nothing when persistent', async () => {
    render(<ConfirmDialog />);
    const cancelled = confirm({ content: '나갈까요?', cancelLabel: '머무르기' });
    fireEvent.click(await screen.findByRole('button', { name: '머무르기' }));
    await expect(cancelled).resolves.toBe(false);

    const escaped = confirm({ content: '나갈까요?' });
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    await expect(escaped).resolves.toBe(false);

    void confirm({ content: '꼭 답해 주세요', persistent: true, layout: 'stacked' });
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: '확인' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '취소' })).toBeTruthy();
  });

  it('keeps Tab inside the dialog and gives focus back when it closes', async () => {
    const opener = document.createElement('button');
    opener.textContent = '열기';
    document.body.append(opener);
    opener.focus();
    render(<ConfirmDialog />);
    const answer = confirm({ content: '계속할까요?' });
    const ok = await screen.findByRole('button', { name: '확인' });
    const cancel = screen.getByRole('button', { name: '취소' });
    expect(document.activeElement).toBe(ok);
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
    fireEvent.click(cancel);
    await answer;
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});

function ToastsInRegion() {
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <ToastRegion ref={setRegion} />
      {region && <ToastLayer region={region} />}
    </>
  );
}

function renderToasts(noBottomNavi: boolean) {
  const rootRoute = createRootRoute({ staticData: { noBottomNavi }, component: ToastsInRegion });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(<RouterProvider router={router} />);
}

describe('toasts', () => {
  it('stack 48 px apart above the bottom bar, newest lowest, and leave after 2000 ms', async () => {
    vi.useFakeTimers();
    renderToasts(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => showToast('URL이 복사되었습니다.'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    act(() =>
      showToast({
        icon: 'star',
        startPhrase: '출석 체크로',
        pointPhrase: '별 10개',
        endPhrase: '를 받았어요!',
      }),
    );
    const toasts = screen.getAllByTestId('toast');
    // What the scroll-to-top button's stylesheet looks for to step aside.
    expect(toasts.every((t) => t.hasAttribute('data-toast'))).toBe(true);
    expect(toasts.map((t) => t.textContent)).toEqual([
      'URL이 복사되었습니다.',
      '출석 체크로 별 10개를 받았어요!',
    ]);
    expect(toasts.map((t) => t.style.bottom)).toEqual([
      'calc(82px + var(--bottom-navi-height) + var(--safe-bottom))',
      'calc(34px + var(--bottom-navi-height) + var(--safe-bottom))',
    ]);
    expect(toasts[1]?.querySelector('strong')?.textContent).toBe('별 10개');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual([
      '출석 체크로 별 10개를 받았어요!',
    ]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
    expect(toastQueue.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('sit 34 px from the bottom without the bottom bar; response toastItems show, view count ones do not', async () => {
    vi.useFakeTimers();
    renderToasts(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => {
      showResponseToasts('/api/v1/community/view-count', { toastItems: [{ phrase: '조회' }] });
      showResponseToasts('/api/v1/user/like/product', { toastItems: [{ phrase: '찜했어요' }] });
    });
    const toasts = screen.getAllByTestId('toast');
    expect(toasts.map((t) => t.textContent)).toEqual(['찜했어요']);
    expect(toasts[0]?.style.bottom).toBe('calc(34px + var(--safe-bottom))');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});

describe('textToHtml', () => {
  it('shows any text exactly as typed inside the alert', async () => {
    render(<AlertDialog />);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 30 }).filter((t) => t.trim() !== '' && !t.includes('\n')),
        async (text) => {
          void alert({ html: textToHtml(text) });
          const dialog = await screen.findByRole('alertdialog');
          expect(dialog.querySelector('[id$="-content"]')?.textContent).toBe(text);
          fireEvent.click(screen.getByRole('button', { name: '확인' }));
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('lazy loading', () => {
  /** A fresh module graph: nothing of the feedback feature has been asked for yet. */
  async function freshFeedback() {
    vi.resetModules();
    const feedback = await import('./feedback.ts');
    const loader = await import('./feedback-loader.ts');
    const { FeedbackRoot } = await import('./feedback-root.tsx');
    const rootRoute = createRootRoute({ component: FeedbackRoot });
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(<RouterProvider router={router} />);
    await act(async () => {
      await router.load();
    });
    return { feedback, loader };
  }

  it('loads nothing for responses without toasts', async () => {
    const { feedback, loader } = await freshFeedback();
    feedback.showResponseToasts('/api/v1/user/like/product', { data: 1 });
    feedback.showResponseToasts('/api/v1/community/view-count', { toastItems: [{ phrase: '조회' }] });
    expect(loader.feedbackRequested()).toBe(false);
    // The live region waits, empty, for the first toast.
    expect(screen.getByRole('status').childElementCount).toBe(0);
  });

  it('shows a toast and an alert asked for before the actors arrived, both and in order', async () => {
    const { feedback, loader } = await freshFeedback();
    // Record what reaches the actors. Importing them here does not tell feedback.ts they are in.
    const actors = await import('./feedback-actors.ts');
    const sent: string[] = [];
    const { toastQueue: toasts, alertDialog: alerts } = actors;
    const sendToast = toasts.send.bind(toasts);
    const sendAlert = alerts.send.bind(alerts);
    vi.spyOn(toasts, 'send').mockImplementation((event) => {
      sent.push(event.type);
      sendToast(event);
    });
    vi.spyOn(alerts, 'send').mockImplementation((event) => {
      sent.push(event.type);
      sendAlert(event);
    });
    const onConfirm = vi.fn();
    feedback.showToast('첫 번째 토스트');
    const alerted = feedback.alert({ html: '먼저 요청한 알림', onConfirm });
    feedback.showResponseToasts('/api/v1/user/like/product', { toastItems: [{ phrase: '찜했어요' }] });
    expect(loader.feedbackRequested()).toBe(true);
    expect(loader.loadedFeedbackActors()).toBeUndefined();
    expect(sent).toEqual([]);

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('먼저 요청한 알림');
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual(['첫 번째 토스트', '찜했어요']);
    expect(sent).toEqual(['toast.show', 'alert.open', 'toast.show']);

    // Once loaded, calls go straight through, as before the split.
    feedback.showToast('바로 보이는 토스트');
    expect(
      actors.toastQueue.getSnapshot().context.toasts.map((t) => ('phrase' in t ? t.phrase : '')),
    ).toEqual(['첫 번째 토스트', '찜했어요', '바로 보이는 토스트']);

    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await alerted;
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Exchange, PointHistoryItem } from '#contract/point.ts';
import { LEVELS, levelProgress, pointGuide } from '#contract/point.ts';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../../test-support/render-app.tsx';
import { confirmDialog } from '../../../ui/overlays/feedback-actors.ts';

/**
 * The star screens against a fake API in the contract's shapes: loading, data, empty and error
 * states, the history filter in the URL, and the exchange from the confirm to its settlement.
 */
beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
  if (confirmDialog.getSnapshot().hasTag('visible')) confirmDialog.send({ type: 'confirm.cancel' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };
type Route = (url: URL, init: RequestInit | undefined) => Answer | Promise<Answer> | undefined;

const expiringSoon = { amount: 200, date: '2026-11-30', withinDays: 30 };
const summary = { balance: 1_250, expiringSoon, level: levelProgress(3_200) };

const myPage = {
  nickName: '제철러버',
  banStatus: { isBanned: false, message: '' },
  points: summary,
  activity: { posts: 3, replies: 5, clippings: 2, likedProducts: 0, likedShops: 0 },
  shortcuts: [
    { key: 'orders', label: '주문 내역', url: 'https://shop.jecheol.kr/myshop/order/list.html' },
    { key: 'coupons', label: '쿠폰', url: 'https://shop.jecheol.kr/myshop/coupon/coupon.html' },
  ],
};

const balance = {
  balance: 1_250,
  reserved: 0,
  expiringSoon,
  asOf: '2026-11-24T03:00:00.000Z',
};

function entry(id: number, overrides: Partial<PointHistoryItem> = {}): PointHistoryItem {
  return {
    entryId: id,
    type: 'earned',
    kind: 'earn',
    amount: 100,
    title: `매일 게임 ${id}`,
    occurredAt: '2026-11-24T03:00:00.000Z',
    usableUntil: '2027-11-30',
    exchange: null,
    ...overrides,
  };
}

function exchange(status: Exchange['status'], overrides: Partial<Exchange> = {}): Exchange {
  return {
    exchangeId: 7,
    stars: 100,
    partnerPoints: 50,
    status,
    failureReason: null,
    requestedAt: '2026-11-24T03:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const serverError: Answer = {
  status: 500,
  body: { code: 5, name: 'UNEXPECTED_ERROR', message: '일시적인 오류가 발생했습니다.' },
};

/** The star endpoints with sensible answers; `route` answers first. */
function useStarsApi(route: Route = () => undefined, history: PointHistoryItem[] = [entry(1)]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const api = createFakeApi();
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost/');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url.pathname.startsWith('/api/v1/user') || url.pathname.startsWith('/api/v2/user'))
      sent.push({ method, path: `${url.pathname}${url.search}`, body });
    const answer = (await route(url, init)) ?? defaults(url, method, history);
    if (answer)
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    return api.fetch(input, init);
  };
  vi.stubGlobal('fetch', fake);
  return sent;
}

function defaults(url: URL, method: string, history: PointHistoryItem[]): Answer | undefined {
  switch (url.pathname) {
    case '/api/v1/user/mypage':
      return ok(myPage);
    case '/api/v1/user/point':
      return ok(balance);
    case '/api/v1/user/level':
      return ok({ ...levelProgress(3_200), levels: LEVELS });
    case '/api/v2/user/point/guide':
      return ok(pointGuide());
    case '/api/v1/user/point/exchange/complete':
      return ok({ exchange: exchange('completed'), balance: 1_150 });
    case '/api/v1/user/point/exchange/auto':
      return method === 'PUT'
        ? ok({ enabled: true, stars: null, nextRunDate: '2026-12-01', updatedAt: '2026-11-24T03:00:00.000Z' })
        : ok({ enabled: false, stars: null, nextRunDate: null, updatedAt: null });
    case '/api/v1/user/point/history': {
      // The cursor is opaque to the screen; this fake writes the offset of the next page into it.
      const type = url.searchParams.get('type') ?? 'all';
      const cursor = url.searchParams.get('cursor');
      const from = cursor === null ? 0 : Number(cursor.replace(/^after-/, ''));
      const size = Number(url.searchParams.get('size') ?? 20);
      const items = history.filter((item) => type === 'all' || item.type === type);
      const hasNext = from + size < items.length;
      return ok({
        items: items.slice(from, from + size),
        pageInfo: { page: 1, size, totalCount: items.length, hasNext },
        nextCursor: hasNext ? `after-${from + size}` : null,
      });
    }
    default:
      return undefined;
  }
}

/** A promise the test resolves by hand, to hold a call in flight. */
function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('/my-page/main', () => {
  it('shows the nickname, level progress, stars, what expires soon and every way out', async () => {
    useStarsApi();
    renderApp('/my-page/main');
    // The first render of the file loads the app's chunks: give it time.
    expect(await screen.findByRole('heading', { name: '제철러버님' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('떡잎', { exact: false })).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: '꽃봉오리 등급까지 진행률' });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(Math.round(levelProgress(3_200).ratio * 100)));
    expect(screen.getByText('꽃봉오리까지 별 1,800개 남았어요')).toBeTruthy();
    expect(screen.getByText('1,250')).toBeTruthy();
    expect(screen.getByText('200개')).toBeTruthy();
    expect(screen.getByText(/2026년 11월 30일까지 사용할 수 있어요/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문 내역' }).getAttribute('href')).toBe(
      'https://shop.jecheol.kr/myshop/order/list.html',
    );
    expect(screen.getByRole('link', { name: /내 커뮤니티 활동/ }).getAttribute('href')).toBe(
      '/community/my-page',
    );
    // The daily game the star guide promises is one tap away.
    expect(screen.getByRole('link', { name: /매일 게임/ }).getAttribute('href')).toBe('/game');
    expect(screen.getByRole('link', { name: '공지사항' }).getAttribute('href')).toBe('/notice');
    expect(screen.getByRole('link', { name: '고객센터' }).getAttribute('href')).toBe(
      '/dev-shop/board/index.html',
    );
    // Settings twice: the header's gear and the support list's row.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: '설정' }).getAttribute('href')).toBe(
      '/my-page/settings',
    );
    expect(
      within(screen.getByRole('region', { name: '고객 지원' }))
        .getByRole('link', { name: '설정' })
        .getAttribute('href'),
    ).toBe('/my-page/settings');
    expect(screen.getByRole('link', { name: '쇼핑몰 포인트로 전환' }).getAttribute('href')).toBe(
      '/my-page/point-exchange',
    );
  });

  it('shows a skeleton while loading, then the page', async () => {
    const held = gate<Answer>();
    useStarsApi((url) => (url.pathname === '/api/v1/user/mypage' ? held.promise : undefined));
    renderApp('/my-page/main');
    expect(await screen.findByText('마이페이지를 불러오는 중')).toBeTruthy();
    held.open(ok(myPage));
    expect(await screen.findByRole('heading', { name: '제철러버님' })).toBeTruthy();
    expect(screen.queryByText('마이페이지를 불러오는 중')).toBeNull();
  });

  it('says when nothing expires soon', async () => {
    useStarsApi((url) =>
      url.pathname === '/api/v1/user/mypage'
        ? ok({
            ...myPage,
            points: { ...summary, balance: 0, expiringSoon: { amount: 0, date: null, withinDays: 30 } },
          })
        : undefined,
    );
    renderApp('/my-page/main');
    expect(await screen.findByText('30일 안에 소멸될 별은 없어요.')).toBeTruthy();
  });

  it('shows the Korean error with a retry that recovers', async () => {
    let fail = true;
    useStarsApi((url) => (fail && url.pathname === '/api/v1/user/mypage' ? serverError : undefined));
    renderApp('/my-page/main');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(screen.getByText('일시적인 오류가 발생했습니다.')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: '제철러버님' })).toBeTruthy();
  });
});

describe('/my-page/my-level', () => {
  it('marks the member in the contract level table', async () => {
    useStarsApi();
    renderApp('/my-page/my-level');
    // The table is the contract's and shows at once; the member's row is marked once the level arrives.
    expect(await screen.findByText('1,000개 ~ 4,999개')).toBeTruthy();
    expect(await screen.findByText('3,200개')).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(LEVELS.length);
    const mine = rows.find((row) => row.getAttribute('aria-current') === 'true');
    expect(mine?.textContent).toContain('떡잎');
    expect(mine?.textContent).toContain('내 등급');
    expect(within(rows[4]!).getByText('30,000개 이상')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('says so at the top level', async () => {
    useStarsApi((url) =>
      url.pathname === '/api/v1/user/level' ? ok({ ...levelProgress(40_000), levels: LEVELS }) : undefined,
    );
    renderApp('/my-page/my-level');
    expect(await screen.findByText('최고 등급이에요. 지금 등급을 유지해 보세요!')).toBeTruthy();
  });
});

describe('/my-page/point', () => {
  const history = [
    entry(1),
    entry(2, {
      type: 'used',
      kind: 'exchange',
      amount: -100,
      title: '파트너 포인트 전환',
      usableUntil: null,
      exchange: exchange('completed'),
    }),
  ];

  it('shows the balance, the history and keeps the filter in the URL', async () => {
    const sent = useStarsApi(undefined, history);
    const { router } = renderApp('/my-page/point');
    expect(await screen.findByText('매일 게임 1')).toBeTruthy();
    expect(screen.getByText('파트너 포인트 전환')).toBeTruthy();
    expect(screen.getByText('전환 완료')).toBeTruthy();
    expect(screen.getByText('+100')).toBeTruthy();
    expect(screen.getByText(/2027년 11월 30일까지 사용 가능/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '사용' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'used' }));
    await waitFor(() => expect(screen.queryByText('매일 게임 1')).toBeNull());
    expect(screen.getByText('파트너 포인트 전환')).toBeTruthy();
    expect(screen.getByRole('button', { name: '사용' }).getAttribute('aria-pressed')).toBe('true');
    expect(sent.some((call) => call.path.includes('type=used'))).toBe(true);
  });

  it('opens on the filter the URL names, with its own empty state', async () => {
    useStarsApi(undefined, history);
    renderApp('/my-page/point?type=expired');
    expect(await screen.findByText('소멸된 별이 없어요')).toBeTruthy();
    expect(screen.getByRole('button', { name: '소멸' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('an unknown filter in the URL falls back to 전체', async () => {
    useStarsApi(undefined, history);
    renderApp('/my-page/point?type=bogus');
    expect(await screen.findByText('매일 게임 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: '전체' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('loads the next page at the end of the list', async () => {
    const many = Array.from({ length: 25 }, (_, index) => entry(index + 1));
    const sent = useStarsApi(undefined, many);
    renderApp('/my-page/point');
    expect(await screen.findByText('매일 게임 20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '내역 더보기' }));
    expect(await screen.findByText('매일 게임 25')).toBeTruthy();
    // The second page is asked for by the first page's cursor, not by a page number.
    const pages = sent.filter((call) => call.path.startsWith('/api/v1/user/point/history'));
    expect(pages.map((call) => call.path)).toEqual([
      '/api/v1/user/point/history?type=all&size=20',
      '/api/v1/user/point/history?type=all&size=20&cursor=after-20',
    ]);
    expect(screen.queryByRole('button', { name: '내역 더보기' })).toBeNull();
  });

  describe('a pending exchange in the history', () => {
    const pendingRow = entry(3, {
      type: 'used',
      kind: 'exchange',
      amount: -100,
      title: '파트너 포인트 전환',
      usableUntil: null,
      exchange: exchange('pending'),
    });

    it('checks it with 상태 확인: one request on a double tap, then 완료 and a fresh balance', async () => {
      const completion = gate<Answer>();
      let settled = false;
      const sent = useStarsApi((url) => {
        if (url.pathname === '/api/v1/user/point/exchange/complete') return completion.promise;
        if (url.pathname === '/api/v1/user/point')
          return ok({ ...balance, balance: settled ? 1_150 : 1_250 });
        if (url.pathname === '/api/v1/user/point/history')
          return ok({
            items: [settled ? { ...pendingRow, exchange: exchange('completed') } : pendingRow, entry(1)],
            pageInfo: { page: 1, size: 20, totalCount: 2, hasNext: false },
            nextCursor: null,
          });
        return undefined;
      });
      renderApp('/my-page/point');
      const button = (await screen.findByRole('button', { name: '상태 확인' })) as HTMLButtonElement;
      expect(screen.getByText('전환 대기')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: '상태 확인' })).toHaveLength(1);
      fireEvent.click(button);
      fireEvent.click(button);
      const busy = (await screen.findByRole('button', { name: '확인하는 중…' })) as HTMLButtonElement;
      expect(busy.disabled).toBe(true);
      fireEvent.click(busy);
      settled = true;
      completion.open(
        ok({ exchange: exchange('completed', { completedAt: '2026-11-24T03:00:01.000Z' }), balance: 1_150 }),
      );
      expect(await screen.findByText('전환 완료: 쇼핑몰 포인트 50점이 지급되었어요.')).toBeTruthy();
      // The balance and the history are asked again; the row now says so and offers no more checks.
      expect(await screen.findByText('1,150')).toBeTruthy();
      expect(await screen.findByText('전환 완료')).toBeTruthy();
      expect(screen.queryByRole('button', { name: '상태 확인' })).toBeNull();
      const completes = sent.filter((call) => call.path === '/api/v1/user/point/exchange/complete');
      expect(completes).toHaveLength(1);
      expect(completes[0]?.body).toEqual({ exchangeId: 7 });
      expect(sent.filter((call) => call.path === '/api/v1/user/point').length).toBeGreaterThanOrEqual(2);
    });

    it('says 실패 with the reason when the partner said no', async () => {
      const reason = '파트너사에서 전환을 거절했습니다. 별은 그대로 돌려드렸습니다.';
      useStarsApi(
        (url) =>
          url.pathname === '/api/v1/user/point/exchange/complete'
            ? ok({ exchange: exchange('failed', { failureReason: reason }), balance: 1_250 })
            : undefined,
        [pendingRow],
      );
      renderApp('/my-page/point');
      fireEvent.click(await screen.findByRole('button', { name: '상태 확인' }));
      expect(await screen.findByText(`전환 실패: ${reason}`)).toBeTruthy();
    });

    it('keeps the button when the answer does not come, to check again', async () => {
      let fail = true;
      const sent = useStarsApi(
        (url) => (url.pathname === '/api/v1/user/point/exchange/complete' && fail ? serverError : undefined),
        [pendingRow],
      );
      renderApp('/my-page/point');
      fireEvent.click(await screen.findByRole('button', { name: '상태 확인' }));
      expect(await screen.findByText(/아직 처리 중이에요/)).toBeTruthy();
      fail = false;
      fireEvent.click(await screen.findByRole('button', { name: '상태 확인' }));
      expect(await screen.findByText('전환 완료: 쇼핑몰 포인트 50점이 지급되었어요.')).toBeTruthy();
      expect(sent.filter((call) => call.path === '/api/v1/user/point/exchange/complete')).toHaveLength(2);
    });

    it('offers no check on settled exchanges', async () => {
      useStarsApi(undefined, [
        { ...pendingRow, exchange: exchange('completed') },
        { ...pendingRow, entryId: 4, exchange: exchange('failed') },
      ]);
      renderApp('/my-page/point');
      expect(await screen.findByText('전환 완료')).toBeTruthy();
      expect(screen.queryByRole('button', { name: '상태 확인' })).toBeNull();
    });
  });

  it('a failed history shows its error under the balance, and retries', async () => {
    let fail = true;
    useStarsApi((url) => (fail && url.pathname === '/api/v1/user/point/history' ? serverError : undefined));
    renderApp('/my-page/point');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(screen.getByText('1,250')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('매일 게임 1')).toBeTruthy();
  });
});

describe('/my-page/point-exchange', () => {
  async function openExchange() {
    renderApp('/my-page/point-exchange');
    return screen.findByRole('button', { name: '별 100개 전환하기' });
  }

  it('steps by 100 within the balance and shows what the partner receives', async () => {
    useStarsApi();
    await openExchange();
    expect(screen.getByText('50점')).toBeTruthy();
    const less = screen.getByRole('button', { name: '100개 줄이기' }) as HTMLButtonElement;
    expect(less.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '100개 늘리기' }));
    expect(screen.getByRole('button', { name: '별 200개 전환하기' })).toBeTruthy();
    expect(screen.getByText('100점')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '최대' }));
    // 1,250 stars: at most 1,200 in steps of 100.
    expect(screen.getByRole('button', { name: '별 1,200개 전환하기' })).toBeTruthy();
    expect(screen.getByText('600점')).toBeTruthy();
    expect((screen.getByRole('button', { name: '100개 늘리기' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('under 100 stars there is nothing to exchange', async () => {
    useStarsApi((url) =>
      url.pathname === '/api/v1/user/point' ? ok({ ...balance, balance: 80 }) : undefined,
    );
    renderApp('/my-page/point-exchange');
    const button = (await screen.findByRole('button', { name: '전환할 별이 부족해요' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('별 100개부터 전환할 수 있어요. 지금은 80개가 있어요.')).toBeTruthy();
  });

  it('confirms, shows 50 points pending, then done; a double tap sends one request', async () => {
    const completion = gate<Answer>();
    const sent = useStarsApi((url) => {
      if (url.pathname === '/api/v1/user/point/exchange')
        return ok({ exchange: exchange('pending'), balance: 1_150 });
      if (url.pathname === '/api/v1/user/point/exchange/complete') return completion.promise;
      return undefined;
    });
    const button = await openExchange();
    fireEvent.click(button);
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('별 100개를 쇼핑몰 포인트 50점으로 전환할까요?');
    fireEvent.click(within(dialog).getByRole('button', { name: '전환하기' }));
    expect(await screen.findByText('쇼핑몰 포인트 50점 지급 대기 중')).toBeTruthy();
    const busy = screen.getByRole('button', { name: '전환하는 중…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.click(busy);
    completion.open(
      ok({ exchange: exchange('completed', { completedAt: '2026-11-24T03:00:01.000Z' }), balance: 1_150 }),
    );
    expect(await screen.findByText('쇼핑몰 포인트 50점 전환 완료')).toBeTruthy();
    const requests = sent.filter((call) => call.method === 'POST');
    expect(requests.map((call) => call.path)).toEqual([
      '/api/v1/user/point/exchange',
      '/api/v1/user/point/exchange/complete',
    ]);
    expect(requests[0]?.body).toEqual({
      stars: 100,
      requestKey: expect.stringMatching(/^[A-Za-z0-9._:-]{8,100}$/),
    });
    expect(requests[1]?.body).toEqual({ exchangeId: 7 });
  });

  it('cancelling the confirm sends nothing', async () => {
    const sent = useStarsApi();
    fireEvent.click(await openExchange());
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
    expect((screen.getByRole('button', { name: '별 100개 전환하기' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('a refused partner shows the failure and the stars kept', async () => {
    const reason = '파트너사에서 전환을 거절했습니다. 별은 그대로 돌려드렸습니다.';
    useStarsApi((url) =>
      url.pathname === '/api/v1/user/point/exchange'
        ? ok({ exchange: exchange('failed', { failureReason: reason }), balance: 1_250 })
        : undefined,
    );
    fireEvent.click(await openExchange());
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '전환하기' }));
    expect(await screen.findByText('전환하지 못했어요')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it('shows the server message of a refused request', async () => {
    const message = '영구 이용 정지 후 1개월이 지나 별을 전환할 수 없습니다.';
    useStarsApi((url) =>
      url.pathname === '/api/v1/user/point/exchange'
        ? { status: 403, body: { code: 20, name: 'FORBIDDEN', message } }
        : undefined,
    );
    fireEvent.click(await openExchange());
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '전환하기' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('a request without an answer is retried with the same key', async () => {
    let fail = true;
    const sent = useStarsApi((url) => {
      if (url.pathname !== '/api/v1/user/point/exchange') return undefined;
      if (fail) {
        fail = false;
        return serverError;
      }
      return ok({ exchange: exchange('pending'), balance: 1_150 });
    });
    fireEvent.click(await openExchange());
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '전환하기' }));
    fireEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('쇼핑몰 포인트 50점 전환 완료')).toBeTruthy();
    const keys = sent
      .filter((call) => call.path === '/api/v1/user/point/exchange')
      .map((call) => (call.body as { requestKey: string }).requestKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('turns the monthly exchange on', async () => {
    const sent = useStarsApi();
    await openExchange();
    const toggle = await screen.findByRole('switch', { name: '매월 자동 전환' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByText('다음 자동 전환일 2026년 12월 1일')).toBeTruthy();
    expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({ enabled: true, stars: null });
  });
});

describe('/my-page/point-guide', () => {
  it('shows how stars are earned, exchanged, expire and make levels', async () => {
    useStarsApi();
    renderApp('/my-page/point-guide');
    expect(await screen.findByRole('heading', { name: '별 모으기' })).toBeTruthy();
    const guide = pointGuide();
    expect(screen.getByText(guide.expiry.example, { exact: false })).toBeTruthy();
    expect(screen.getByText('별 1개 = 쇼핑몰 포인트 0.5점')).toBeTruthy();
    for (const notice of guide.notices) expect(screen.getByText(notice)).toBeTruthy();
    expect(screen.getByText('Lv.5 제철')).toBeTruthy();
  });

  it('takes the member to the daily game from where the guide promises it', async () => {
    useStarsApi();
    renderApp('/my-page/point-guide');
    const game = await screen.findByRole('link', { name: '오늘의 게임 하러 가기' });
    expect(game.getAttribute('href')).toBe('/game');
    // It sits in the game's own card, under the promise of stars.
    expect(
      within(game.closest('li') as HTMLElement).getByRole('heading', { name: '매일 게임' }),
    ).toBeTruthy();
  });

  it('shows the Korean error with a retry', async () => {
    useStarsApi((url) => (url.pathname === '/api/v2/user/point/guide' ? serverError : undefined));
    renderApp('/my-page/point-guide');
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});

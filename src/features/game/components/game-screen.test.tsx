// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameToday } from '#contract/game.ts';
import { createFakeApi } from '../../../test-support/fake-api.ts';
import { installBrowserStubs, renderApp } from '../../../test-support/render-app.tsx';

/**
 * The lottie player stands in as a component that only finishes when the test says so, so the
 * "animating" state can be looked at; its `complete` event is what the real player sends at the end.
 */
const player = vi.hoisted(() => ({ complete: undefined as (() => void) | undefined, mounted: 0 }));
vi.mock('@lottiefiles/react-lottie-player', () => ({
  Player: ({ onEvent }: { onEvent?: (event: string) => void }) => {
    useEffect(() => {
      player.mounted += 1;
      player.complete = () => onEvent?.('complete');
    }, [onEvent]);
    return <div data-testid="lottie-player" />;
  },
}));

const NEXT_PLAY_AT = '2026-11-24T15:00:00.000Z';
const REWARDS = [
  { stars: 10, weight: 400 },
  { stars: 50, weight: 170 },
  { stars: 1000, weight: 5 },
];

function today(overrides: Partial<GameToday> = {}): GameToday {
  return {
    playDate: '2026-11-24',
    played: false,
    reward: null,
    playedAt: null,
    nextPlayAt: NEXT_PLAY_AT,
    rewards: REWARDS,
    ...overrides,
  };
}

const won = {
  playDate: '2026-11-24',
  reward: 50,
  playedAt: '2026-11-24T03:00:00.000Z',
  nextPlayAt: NEXT_PLAY_AT,
  balance: 1250,
};

const ALREADY_PLAYED = '오늘은 이미 참여하셨어요. 내일 다시 도전해 주세요!';

type Answer = { status: number; body: unknown };

/**
 * The game endpoints: `todays` are GET answers in turn (the last one repeats), `plays` POST answers in
 * turn; an answer may be a promise the test settles by hand.
 */
function useGameApi({
  todays,
  plays = [],
}: {
  todays: (Answer | Promise<Answer>)[];
  plays?: (Answer | Promise<Answer>)[];
}) {
  const api = createFakeApi();
  const calls = { today: 0, play: 0 };
  const json = (answer: Answer) =>
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost/');
    if (url.pathname === '/api/v1/user/game') {
      const answer = todays[Math.min(calls.today, todays.length - 1)]!;
      calls.today += 1;
      return json(await answer);
    }
    if (url.pathname === '/api/v1/user/game/play' && init?.method === 'POST') {
      const answer = plays[calls.play] ?? { status: 500, body: {} };
      calls.play += 1;
      return json(await answer);
    }
    return api.fetch(input, init);
  };
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function reduceMotion() {
  const plain = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...plain(query),
    matches: query.includes('prefers-reduced-motion: reduce'),
  }));
}

/** The game's own live region (the header and the toasts have theirs). */
const liveRegion = () =>
  within(screen.getByRole('region', { name: '카드를 긁고 별을 받아 가세요' })).getByRole('status');

beforeEach(() => {
  installBrowserStubs();
  window.sessionStorage.clear();
  player.complete = undefined;
  player.mounted = 0;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('game screen', () => {
  it('loads with a skeleton, then offers one play with the rewards the server lists', async () => {
    const answer = deferred<Answer>();
    useGameApi({ todays: [answer.promise] });
    const view = renderApp('/game');
    expect(await screen.findByText('오늘의 게임을 불러오는 중이에요')).toBeTruthy();
    await act(async () => answer.resolve({ status: 200, body: today() }));
    const button = await screen.findByRole('button', { name: '카드 긁기' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('heading', { name: '카드를 긁고 별을 받아 가세요' })).toBeTruthy();
    expect(screen.getByText(/최대 별 1,000개/)).toBeTruthy();
    const rewards = screen.getByRole('list', { name: '받을 수 있는 별' });
    expect(
      within(rewards)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10개', '50개', '1,000개']);
    expect(screen.getByText('여기를 긁어 보세요')).toBeTruthy();
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeTruthy();
    expect(view.container.querySelector('[data-animation]')).toBeNull();
  });

  it('plays: the button waits for the server, the cover animates off its reward, the result is announced', async () => {
    const answer = deferred<Answer>();
    const calls = useGameApi({ todays: [{ status: 200, body: today() }], plays: [answer.promise] });
    const view = renderApp('/game');
    const button = await screen.findByRole('button', { name: '카드 긁기' });
    fireEvent.click(button);
    // A double tap sends one play.
    fireEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(button.textContent).toBe('긁는 중…');
    expect(liveRegion().textContent).toBe('카드를 긁고 있어요. 잠시만 기다려 주세요.');

    await act(async () => answer.resolve({ status: 200, body: won }));
    // Animating: the reward the server answered lies under the cover; nothing is announced yet.
    await waitFor(() => expect(player.mounted).toBe(1));
    expect(view.container.querySelector('[data-animation="scratch"]')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /축하해요/ })).toBeNull();
    expect(liveRegion().textContent).toBe('카드를 긁고 있어요. 잠시만 기다려 주세요.');

    act(() => player.complete?.());
    const heading = await screen.findByRole('heading', { name: '축하해요! 별 50개를 받았어요' });
    expect(document.activeElement).toBe(heading);
    expect(liveRegion().textContent).toBe('축하해요! 별 50개를 받았어요. 보유 별은 1,250개예요.');
    expect(screen.getByText('1,250개')).toBeTruthy();
    expect(screen.getByRole('link', { name: '별 내역 보기' }).getAttribute('href')).toBe('/my-page/point');
    expect(screen.getByText('내일 다시 도전해 주세요')).toBeTruthy();
    expect(screen.getByText('11월 25일 (수) 00:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '카드 긁기' })).toBeNull();
    expect(view.container.querySelector('[data-animation]')).toBeNull();
    expect(calls.play).toBe(1);
  });

  it('skips the animation for reduced motion and shows the result at once', async () => {
    reduceMotion();
    useGameApi({ todays: [{ status: 200, body: today() }], plays: [{ status: 200, body: won }] });
    const view = renderApp('/game');
    fireEvent.click(await screen.findByRole('button', { name: '카드 긁기' }));
    expect(await screen.findByRole('heading', { name: '축하해요! 별 50개를 받았어요' })).toBeTruthy();
    expect(player.mounted).toBe(0);
    expect(view.container.querySelector('[data-animation]')).toBeNull();
  });

  it('already played today: shows the reward and when to come back, with no play button', async () => {
    useGameApi({
      todays: [
        { status: 200, body: today({ played: true, reward: 30, playedAt: '2026-11-24T01:00:00.000Z' }) },
      ],
    });
    renderApp('/game');
    expect(await screen.findByRole('heading', { name: '오늘은 이미 참여하셨어요' })).toBeTruthy();
    expect(screen.getByText('오늘 받은 별 30개')).toBeTruthy();
    expect(screen.getByText('내일 다시 도전해 주세요')).toBeTruthy();
    expect(screen.getByText('11월 25일 (수) 00:00').getAttribute('datetime')).toBe(NEXT_PLAY_AT);
    expect(screen.queryByRole('button', { name: '카드 긁기' })).toBeNull();
    expect(screen.getByRole('link', { name: '별 내역 보기' })).toBeTruthy();
  });

  it('a play refused by the server (another tab played first) shows its message politely', async () => {
    const calls = useGameApi({
      todays: [
        { status: 200, body: today() },
        { status: 200, body: today({ played: true, reward: 100, playedAt: '2026-11-24T02:00:00.000Z' }) },
      ],
      plays: [{ status: 409, body: { code: 18, name: 'DUPLICATED_REQUEST', message: ALREADY_PLAYED } }],
    });
    renderApp('/game');
    fireEvent.click(await screen.findByRole('button', { name: '카드 긁기' }));
    const heading = await screen.findByRole('heading', { name: ALREADY_PLAYED });
    expect(document.activeElement).toBe(heading);
    expect(liveRegion().textContent).toBe(ALREADY_PLAYED);
    expect(screen.queryByRole('alert')).toBeNull();
    // Today's state is asked again, so the tab shows what the other one won.
    expect(await screen.findByText('오늘 받은 별 100개')).toBeTruthy();
    expect(calls.today).toBe(2);
    expect(screen.queryByRole('button', { name: '카드 긁기' })).toBeNull();
  });

  it('a failed play says why and may be tried again', async () => {
    reduceMotion();
    useGameApi({
      todays: [{ status: 200, body: today() }],
      plays: [
        {
          status: 500,
          body: { code: 5, name: 'UNEXPECTED_ERROR', message: '일시적인 오류가 발생했습니다.' },
        },
        { status: 200, body: won },
      ],
    });
    renderApp('/game');
    fireEvent.click(await screen.findByRole('button', { name: '카드 긁기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('일시적인 오류가 발생했습니다.');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '축하해요! 별 50개를 받았어요' })).toBeTruthy();
  });

  it("today's state failing to load shows an error with a retry that recovers", async () => {
    const failure = {
      status: 500,
      body: { code: 5, name: 'UNEXPECTED_ERROR', message: '일시적인 오류가 발생했습니다.' },
    };
    useGameApi({
      todays: [failure, { status: 200, body: today() }],
    });
    renderApp('/game');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(within(screen.getByRole('alert')).getByText('일시적인 오류가 발생했습니다.')).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: '카드 긁기' })).toBeTruthy();
  });
});

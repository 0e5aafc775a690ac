// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionHost } from '../features/session/session-host.ts';
import { dispatchBridgeMessage } from '../platform/bridge.ts';
import { type BridgeDeps, createBridgeHandlers } from './native-bridge.tsx';

const silent = { warn: () => {} };

function handlers() {
  const deps = {
    router: {} as BridgeDeps['router'],
    queryClient: {} as QueryClient,
    session: {} as SessionHost,
  } satisfies BridgeDeps;
  return createBridgeHandlers(deps);
}

const stored = () => JSON.parse(window.localStorage.getItem('recentlyViewed') ?? '[]') as unknown[];

beforeEach(() => window.localStorage.clear());

describe('appRecentProduct', () => {
  it('moves a liked product to the front without clearing its heart when the app leaves isLike out', () => {
    window.localStorage.setItem(
      'recentlyViewed',
      JSON.stringify([
        { productNo: 1, isLike: false },
        { productNo: 7, isLike: true, name: '제철 사과' },
      ]),
    );
    expect(
      dispatchBridgeMessage({ type: 'appRecentProduct', data: { productNo: 7 } }, handlers(), silent),
    ).toBe(true);
    expect(stored()).toEqual([
      { productNo: 7, isLike: true, name: '제철 사과' },
      { productNo: 1, isLike: false },
    ]);
  });

  it('takes the flag when the app sends one, and a new product starts unliked', () => {
    window.localStorage.setItem('recentlyViewed', JSON.stringify([{ productNo: 7, isLike: true }]));
    const bridge = handlers();
    dispatchBridgeMessage(
      { type: 'appRecentProduct', data: { productNo: 7, isLike: false } },
      bridge,
      silent,
    );
    dispatchBridgeMessage({ type: 'appRecentProduct', data: { productNo: 9 } }, bridge, silent);
    expect(stored()).toEqual([
      { productNo: 9, isLike: false },
      { productNo: 7, isLike: false },
    ]);
  });
});

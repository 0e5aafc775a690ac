// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Alarm } from '#contract/alarm.ts';
import { cursorParam, nextCursorParam } from '../../../api/list-cursor.ts';
import { installBrowserStubs } from '../../../test-support/render-app.tsx';
import { alarmListQueryOptions } from './alarm-list.ts';
import { alarmKeys } from './query-keys.ts';

/** An empty cursor is no cursor: the list never sends `cursor=` (once answered 400 OUT_OF_RANGE). */
beforeEach(() => installBrowserStubs());
afterEach(() => vi.unstubAllGlobals());

const alarm: Alarm = {
  alarmId: 1,
  alarmType: 1,
  label: '댓글',
  message: '이웃님이 내 글에 댓글을 남겼어요.',
  detail: '맛있겠어요',
  link: '/community/board-detail/1?reply=2',
  isRead: false,
  createdAt: '2026-11-21T03:00:00.000Z',
};

function fakeApi(nextCursor: string | null) {
  const sent: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    sent.push(new URL(href, 'http://localhost/'));
    return new Response(JSON.stringify({ alarms: [alarm], nextCursor, unreadCount: 1 }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

describe('cursorParam', () => {
  it('passes a cursor and turns anything else into none', () => {
    expect(cursorParam('WyJhbGFybSJd')).toBe('WyJhbGFybSJd');
    for (const none of ['', null, undefined, 0, 2]) expect(cursorParam(none)).toBeUndefined();
    expect(nextCursorParam({ nextCursor: '' })).toBeUndefined();
    expect(nextCursorParam({ nextCursor: null })).toBeUndefined();
  });
});

describe('the alarm list', () => {
  it('refetches a restored list whose first page param is empty without a cursor', async () => {
    const sent = fakeApi(null);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // As a cache restored from storage may hold it.
    client.setQueryData(alarmKeys.list(undefined), { pages: [], pageParams: [''] });
    await client.fetchInfiniteQuery({ ...alarmListQueryOptions(client, undefined), staleTime: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.pathname).toBe('/api/v1/alarm/view');
    expect(sent[0]?.searchParams.has('cursor')).toBe(false);
  });

  it('an empty nextCursor is the end of the list, not a page to ask for with cursor=', async () => {
    const sent = fakeApi('');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = alarmListQueryOptions(client, 1);
    await client.fetchInfiniteQuery(options);
    await client.fetchInfiniteQuery({ ...options, pages: 2, staleTime: 0 });
    expect(sent.map((url) => url.searchParams.get('cursor'))).toEqual([null, null]);
    expect(sent.every((url) => url.searchParams.get('alarmType') === '1')).toBe(true);
  });
});

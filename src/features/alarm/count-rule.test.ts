import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  alarmCountQueryOptions,
  type FetchCount,
  offerCount,
  settleCountAfterRead,
} from './api/alarm-count.ts';
import { alarmKeys } from './api/query-keys.ts';
import { type CountSnapshot, newerCount, nextSeq } from './count-rule.ts';

/** A count request the test answers by hand, ignoring cancellation (a server slower than the abort). */
function slowFetch() {
  const pending: ((count: number) => void)[] = [];
  const fetch: FetchCount = () =>
    new Promise((resolve) => pending.push((unreadCount) => resolve({ unreadCount })));
  return { fetch, answer: (count: number) => pending.shift()?.(count) };
}

const countOf = (client: QueryClient) => client.getQueryData<CountSnapshot>(alarmKeys.count())?.unreadCount;

describe('the unread count never goes back to an older answer', () => {
  it('keeps the snapshot with the higher sequence number; a tie keeps the one held', () => {
    const held = { unreadCount: 3, seq: 5 };
    expect(newerCount(undefined, held)).toBe(held);
    expect(newerCount(held, { unreadCount: 9, seq: 4 })).toBe(held);
    expect(newerCount(held, { unreadCount: 9, seq: 5 })).toBe(held);
    expect(newerCount(held, { unreadCount: 0, seq: 6 })).toEqual({ unreadCount: 0, seq: 6 });
    expect(nextSeq()).toBeLessThan(nextSeq());
  });

  it('numbers past a count restored from the persisted cache of the page before a reload', async () => {
    // A number the page before the reload gave, a minute ago (its module had counted far past 1).
    const restored = { unreadCount: 7, seq: Date.now() - 60_000 };
    vi.resetModules();
    const reloaded = await import('./count-rule.ts');
    // The new page's first answer wins over the restored one.
    expect(reloaded.newerCount(restored, { unreadCount: 0, seq: reloaded.nextSeq() }).unreadCount).toBe(0);
    const seq = reloaded.nextSeq();
    expect(reloaded.nextSeq(seq - 10)).toBe(seq + 1);
  });

  it('a count request sent before "모두 읽음" and answered after it does not bring the badge back', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const slow = slowFetch();
    const first = client.fetchQuery(alarmCountQueryOptions(client, slow.fetch));
    slow.answer(4);
    await first;
    expect(countOf(client)).toBe(4);

    // A refetch goes out (say, my page opened) ...
    const refetch = client.fetchQuery({ ...alarmCountQueryOptions(client, slow.fetch), staleTime: 0 });
    // ... and the member marks everything read before it is answered.
    await settleCountAfterRead(client, 0);
    expect(countOf(client)).toBe(0);
    // The old answer lands late: the badge stays at 0.
    slow.answer(4);
    await refetch.catch(() => undefined);
    expect(countOf(client)).toBe(0);
  });

  it('cancels count requests in flight when a mark-read settles the count', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let aborted = false;
    const fetch: FetchCount = (signal) =>
      new Promise((_, reject) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    void client.prefetchQuery(alarmCountQueryOptions(client, fetch));
    await Promise.resolve();
    expect(client.isFetching({ queryKey: alarmKeys.count() })).toBe(1);
    await settleCountAfterRead(client, 2);
    expect(aborted).toBe(true);
    expect(countOf(client)).toBe(2);
  });

  it('a list page sent before a mark-read cannot overwrite it; one sent after can', async () => {
    const client = new QueryClient();
    const listSentBefore = nextSeq();
    await settleCountAfterRead(client, 1);
    offerCount(client, { unreadCount: 5, seq: listSentBefore });
    expect(countOf(client)).toBe(1);
    offerCount(client, { unreadCount: 2, seq: nextSeq() });
    expect(countOf(client)).toBe(2);
  });
});

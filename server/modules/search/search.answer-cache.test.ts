import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.ts';
import { createAnswerCache } from './search.answer-cache.ts';

// The cache only compares databases and asks whether one is a transaction.
const db = { isTransaction: false } as Db;
const otherDb = { isTransaction: false } as Db;
const transaction = { isTransaction: true } as Db;

function counted() {
  let calls = 0;
  return {
    calls: () => calls,
    answer: (text: string) => async () => {
      calls += 1;
      return { text };
    },
  };
}

describe('the search answer cache', () => {
  it('keeps an answer for its long life while the catalogue version is confirmed, its short one otherwise', async () => {
    let now = 0;
    const cache = createAnswerCache({ keepMs: 10_000, ttlMs: 1000, refreshWithinMs: 500, clock: () => now });
    const source = counted();
    expect((await cache.get(db, 'k', source.answer('a'), true)).text).toBe('a');
    now = 5000;
    expect((await cache.get(db, 'k', source.answer('b'), true)).text).toBe('a');
    expect(source.calls()).toBe(1);
    // The version could not be read: an answer past the short life and its refresh window is not served.
    expect((await cache.get(db, 'k', source.answer('c'), false)).text).toBe('c');
    expect(source.calls()).toBe(2);
    now = 15_500;
    expect((await cache.get(db, 'k', source.answer('d'), true)).text).toBe('d');
  });

  it('answers a repeated query from memory, then once more while it is evaluated again, then waits', async () => {
    let now = 0;
    const cache = createAnswerCache({ ttlMs: 1000, refreshWithinMs: 500, clock: () => now });
    const source = counted();
    expect((await cache.get(db, 'k', source.answer('a'))).text).toBe('a');
    now = 999;
    expect((await cache.get(db, 'k', source.answer('b'))).text).toBe('a');
    expect(source.calls()).toBe(1);
    // Past its time to live: the old answer, and the new one evaluated for the next search.
    now = 1000;
    expect((await cache.get(db, 'k', source.answer('b'))).text).toBe('a');
    await Promise.resolve();
    expect((await cache.get(db, 'k', source.answer('c'))).text).toBe('b');
    expect(source.calls()).toBe(2);
    // Past both windows, a search waits for a fresh answer.
    now = 2500;
    expect((await cache.get(db, 'k', source.answer('d'))).text).toBe('d');
    expect(source.calls()).toBe(3);
  });

  it('evaluates only a few aged answers at once behind the shoppers', async () => {
    let now = 0;
    const cache = createAnswerCache({ ttlMs: 1000, clock: () => now });
    for (const key of ['a', 'b', 'c']) await cache.get(db, key, async () => ({ text: key }));
    now = 1000;
    let started = 0;
    const never = () => {
      started += 1;
      return new Promise<{ text: string }>(() => {});
    };
    for (const key of ['a', 'b', 'c']) expect((await cache.get(db, key, never)).text).toBe(key);
    expect(started).toBe(2);
  });

  it('evaluates a query once for the searches that arrive while it runs', async () => {
    const cache = createAnswerCache();
    let release: (value: { text: string }) => void = () => {};
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<{ text: string }>((resolve) => {
        release = resolve;
      });
    };
    const waiting = Promise.all([
      cache.get(db, 'k', slow),
      cache.get(db, 'k', slow),
      cache.get(db, 'k', slow),
    ]);
    release({ text: 'once' });
    expect((await waiting).map((answer) => answer.text)).toEqual(['once', 'once', 'once']);
    expect(calls).toBe(1);
  });

  it('keeps no answer a change overtook, nor gives it to searches after the change', async () => {
    const cache = createAnswerCache();
    let release: (value: { text: string }) => void = () => {};
    const before = cache.get(
      db,
      'k',
      () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    );
    cache.clear();
    const after = cache.get(db, 'k', async () => ({ text: 'new' }));
    release({ text: 'old' });
    expect((await before).text).toBe('old');
    expect((await after).text).toBe('new');
    expect((await cache.get(db, 'k', async () => ({ text: 'other' }))).text).toBe('new');
  });

  it('drops the least recently used answers past its bounds on entries and characters', async () => {
    const cache = createAnswerCache({ maxEntries: 2, maxChars: 1000 });
    await cache.get(db, 'a', async () => ({ text: 'A' }));
    await cache.get(db, 'b', async () => ({ text: 'B' }));
    await cache.get(db, 'a', async () => ({ text: 'not read' }));
    await cache.get(db, 'c', async () => ({ text: 'C' }));
    expect(cache.size().entries).toBe(2);
    // b was the least recently used.
    expect((await cache.get(db, 'b', async () => ({ text: 'B2' }))).text).toBe('B2');
    expect((await cache.get(db, 'c', async () => ({ text: 'C2' }))).text).toBe('C');

    const small = createAnswerCache({ maxChars: 30 });
    await small.get(db, 'x', async () => ({ text: 'x'.repeat(20) }));
    await small.get(db, 'y', async () => ({ text: 'y'.repeat(20) }));
    expect(small.size()).toEqual({ entries: 1, chars: 21 });
    // An answer larger than the whole bound is answered, never kept.
    await small.get(db, 'z', async () => ({ text: 'z'.repeat(40) }));
    expect(small.size().entries).toBe(1);
  });

  it('never answers one database with another one’s answer, nor keeps a transaction’s', async () => {
    const cache = createAnswerCache();
    await cache.get(db, 'k', async () => ({ text: 'first' }));
    expect((await cache.get(otherDb, 'k', async () => ({ text: 'second' }))).text).toBe('second');
    expect((await cache.get(transaction, 'k', async () => ({ text: 'in a transaction' }))).text).toBe(
      'in a transaction',
    );
    expect((await cache.get(otherDb, 'k', async () => ({ text: 'third' }))).text).toBe('second');
  });

  it('answers a failed evaluation with its error and tries again next time', async () => {
    const cache = createAnswerCache();
    await expect(
      cache.get(db, 'k', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect((await cache.get(db, 'k', async () => ({ text: 'up' }))).text).toBe('up');
  });
});

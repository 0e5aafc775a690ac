import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, atLeastBytes, gzipOf, JsonPrefix } from './split-json.ts';

describe('split JSON', () => {
  const prefixes = {
    short: '{"a":1',
    korean: `{"deals":[${Array.from({ length: 40 }, (_, n) => `{"title":"청송 꿀사과 ${n}kg 깜짝 할인"}`).join(',')}]`,
    // Incompressible and longer than a deflate window and than one stored block.
    random: `{"noise":"${randomBytes(100_000).toString('base64')}"`,
  };

  it.each(Object.entries(prefixes))('gunzips to the whole text (%s prefix)', (_name, text) => {
    const prefix = new JsonPrefix(text);
    for (const suffix of [
      ',"serverTime":"2026-12-07T12:00:00.000Z"}',
      '}',
      '',
      `,"x":"${'가'.repeat(3000)}"}`,
    ]) {
      expect(gunzipSync(gzipOf({ prefix, suffix })).toString('utf8')).toBe(text + suffix);
    }
  });

  it('compresses the shared part once, whatever the requests', () => {
    const prefix = new JsonPrefix(prefixes.korean);
    const first = gzipOf({ prefix, suffix: '}' });
    expect(prefix.gzip).toBe(prefix.gzip);
    expect(first.length).toBeLessThan(Buffer.byteLength(prefixes.korean) / 4);
  });

  it('gzips an answer once, and an answer with another end afresh', () => {
    const prefix = new JsonPrefix(prefixes.korean);
    const first = prefix.withEnd(',"serverTime":"2026-12-07T12:00:00.000Z"}');
    expect(prefix.withEnd(',"serverTime":"2026-12-07T12:00:00.000Z"}')).toBe(first);
    expect(gzipOf(first)).toBe(gzipOf(first));
    const next = prefix.withEnd(',"serverTime":"2026-12-07T12:00:00.001Z"}');
    expect(next).not.toBe(first);
    expect(gunzipSync(gzipOf(next)).toString('utf8')).toBe(
      `${prefixes.korean},"serverTime":"2026-12-07T12:00:00.001Z"}`,
    );
    expect(gunzipSync(gzipOf(first)).toString('utf8')).toBe(
      `${prefixes.korean},"serverTime":"2026-12-07T12:00:00.000Z"}`,
    );
  });

  it('refuses an end longer than one stored block', () => {
    const prefix = new JsonPrefix('{');
    expect(() => gzipOf({ prefix, suffix: `"${'a'.repeat(70_000)}"}` })).toThrow();
  });

  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
    ['gzip;q=0', false],
    ['GZIP; q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['*;q=0', false],
    ['*, gzip;q=0', false],
    ['br, *;q=0.1', true],
  ] as const)('Accept-Encoding %j admits gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
    // Read once per header value, then remembered: the second answer is the same.
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('measures an answer in UTF-8 bytes, beginning and end together', () => {
    // 가 is three bytes: 10 + 1 characters, 31 bytes.
    const split = { prefix: new JsonPrefix('가'.repeat(10)), suffix: '}' };
    expect(atLeastBytes(split, 31)).toBe(true);
    expect(atLeastBytes(split, 32)).toBe(false);
    expect(atLeastBytes({ prefix: split.prefix, suffix: '가}' }, 34)).toBe(true);
    expect(atLeastBytes({ prefix: split.prefix, suffix: '가}' }, 35)).toBe(false);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewKinds } from '#contract/preview.ts';
import { createTestApp, dialectCases, TEST_NOW, type TestApp } from '../../../tests/support/databases.ts';
import { parsePreviewLinkArgs, runPreviewLink } from './preview.cli.ts';

describe('preview-link arguments', () => {
  it('take a kind, a numeric id and an optional --ttl in seconds', () => {
    expect(parsePreviewLinkArgs(['deal', '12'])).toEqual({
      command: { kind: 'deal', id: 12, ttlSeconds: undefined },
    });
    expect(parsePreviewLinkArgs(['notice', '3', '--ttl', '600'])).toEqual({
      command: { kind: 'notice', id: 3, ttlSeconds: 600 },
    });
    for (const args of [
      [],
      ['deal'],
      ['banner', '1'],
      ['deal', '1a'],
      ['deal', '1', '--ttl'],
      ['deal', '1', '--ttl', '59'],
      ['deal', '1', '-t', '600'],
    ]) {
      expect(parsePreviewLinkArgs(args), args.join(' ')).toHaveProperty('error');
    }
  });

  it('never accept anything but a known kind and digits', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (kind, id) => {
        const parsed = parsePreviewLinkArgs([kind, id]);
        const valid = (previewKinds as readonly string[]).includes(kind) && /^\d{1,12}$/.test(id);
        expect('command' in parsed).toBe(valid);
      }),
    );
  });
});

describe.each(dialectCases())('preview-link command on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (available) t = await createTestApp(dialect);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)(
    'prints a link that opens the unpublished content in the running server',
    async () => {
      const deal = await t.database.db
        .selectFrom('deal')
        .select('deal_id')
        .where('published', '=', 0)
        .executeTakeFirstOrThrow();
      const out: string[] = [];
      const err: string[] = [];
      const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
      const config = { ...t.app.config, PUBLIC_BASE_URL: 'https://www.jecheol.kr' };
      const code = await runPreviewLink({ db: t.database.db, config, io, now: TEST_NOW }, [
        'deal',
        String(deal.deal_id),
      ]);
      expect(code).toBe(0);
      expect(err).toEqual([]);
      const url = new URL(out[0]!);
      expect(`${url.origin}${url.pathname}`).toBe(`https://www.jecheol.kr/admin-deal/${deal.deal_id}`);
      expect(out[1]).toContain('한국 시간');
      const token = url.searchParams.get('token')!;
      const response = await t.app.inject(
        `/api/v1/display/preview/deal/${deal.deal_id}?token=${encodeURIComponent(token)}`,
      );
      expect(response.statusCode).toBe(200);

      const missing = await runPreviewLink({ db: t.database.db, config, io, now: TEST_NOW }, [
        'period',
        '999999',
      ]);
      expect(missing).toBe(1);
      expect(err.at(-1)).toContain('찾을 수 없습니다');
    },
  );
});

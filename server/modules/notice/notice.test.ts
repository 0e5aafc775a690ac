import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '#contract/endpoint.ts';
import type { getLastNotice, getNoticeDetail, getNoticeList } from '#contract/notice.ts';
import { createTestApp, dialectCases, TEST_NOW, type TestApp } from '../../../tests/support/databases.ts';
import { expectError, getJson } from '../../shared/api.testing.ts';
import { NOTICE_LIMITS, type NoticeCliContext, runNoticeCli, summaryOf } from './notice.cli.ts';

type List = ResponseOf<typeof getNoticeList>;
type Detail = ResponseOf<typeof getNoticeDetail>;
type Last = ResponseOf<typeof getLastNotice>;

/** The seed (server/seed/tables/notices.ts): 3 is pinned, 13 is an unpublished draft, 12 the newest. */
const SEED_ORDER = [3, 12, 11, 10, 9, 8, 7, 6, 5, 4, 2, 1];

describe.each(dialectCases())('notice API on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (available) t = await createTestApp(dialect);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('lists published notices, the pinned one first, then newest first', async () => {
    const body = await getJson<List>(t.app, '/api/v1/notice/view?size=50');
    expect(body.notices.map((notice) => notice.noticeId)).toEqual(SEED_ORDER);
    expect(body.pageInfo).toEqual({ page: 1, size: 50, totalCount: 12, hasNext: false });
    const [pinned, newest] = body.notices;
    expect(pinned?.pinned).toBe(true);
    expect(pinned?.title).toBe('서비스 이용약관 개정 안내 (별 사용 및 소멸 기준 변경)');
    expect(newest?.pinned).toBe(false);
    // Plain text for the list: no tags, no body.
    for (const notice of body.notices) {
      expect(notice.summary).not.toMatch(/[<>]/);
      expect(notice).not.toHaveProperty('bodyHtml');
    }
    const unpinned = body.notices.slice(1).map((notice) => notice.createdAt);
    expect(unpinned).toEqual([...unpinned].sort().reverse());
  });

  it.skipIf(!available)('pages through the same order without gaps or repeats', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const body = await getJson<List>(t.app, `/api/v1/notice/view?page=${page}&size=5`);
      expect(body.pageInfo).toEqual({ page, size: 5, totalCount: 12, hasNext: page < 3 });
      seen.push(...body.notices.map((notice) => notice.noticeId));
    }
    expect(seen).toEqual(SEED_ORDER);
    const beyond = await getJson<List>(t.app, '/api/v1/notice/view?page=4&size=5');
    expect(beyond.notices).toEqual([]);
    expect(beyond.pageInfo.hasNext).toBe(false);
  });

  it.skipIf(!available)('refuses a page or size out of range or malformed', async () => {
    for (const query of ['page=0', 'size=0', 'size=101', 'page=-1']) {
      expectError(await t.app.inject({ url: `/api/v1/notice/view?${query}` }), 400, 13);
    }
    for (const query of ['page=abc', 'size=1.5', 'page=']) {
      expectError(await t.app.inject({ url: `/api/v1/notice/view?${query}` }), 400, 12);
    }
  });

  it.skipIf(!available)('shows one published notice with its HTML', async () => {
    const body = await getJson<Detail>(t.app, '/api/v1/notice/view/3');
    expect(body.notice.noticeId).toBe(3);
    expect(body.notice.pinned).toBe(true);
    expect(body.notice.bodyHtml).toContain('<table>');
    expect(body.notice.bodyHtml).toContain('1:0.5');
  });

  it.skipIf(!available)('answers 404 code 8 for an unknown or unpublished notice', async () => {
    for (const id of ['13', '999', '0', '2147483647', '999999999999']) {
      expectError(await t.app.inject({ url: `/api/v1/notice/view/${id}` }), 404, 8);
    }
  });

  it.skipIf(!available)('refuses an id that is not digits with a 400', async () => {
    for (const id of ['abc', '-1', '1.5', '1e3', '0x10', '1234567890123', '%20']) {
      const response = await t.app.inject({ url: `/api/v1/notice/view/${id}` });
      expect(response.statusCode, `${id} ${response.body}`).toBe(400);
      expect(response.json().message).toMatch(/[가-힣]/);
    }
  });

  it.skipIf(!available)('last is the newest published notice, pinned or not', async () => {
    const body = await getJson<Last>(t.app, '/api/v1/notice/last');
    expect(body.notice?.noticeId).toBe(12);
    expect(body.notice).not.toHaveProperty('bodyHtml');
  });
});

describe('summaryOf', () => {
  it('is the text a reader sees: no tags, scripts, styles or comments, entities read', () => {
    expect(
      summaryOf(
        '<p>연휴 &amp; 배송</p><script>alert("x")</script><style>p{}</style><!-- 메모 --><img src=x onerror="a()">안내',
      ),
    ).toBe('연휴 & 배송 안내');
    expect(summaryOf(`<p>${'가'.repeat(200)}</p>`)).toHaveLength(120);
  });
});

function cliContext(t: TestApp, files: Record<string, string> = {}, stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const ctx: NoticeCliContext = {
    db: t.database.db,
    io: { out: (line) => out.push(line), err: (line) => err.push(line) },
    now: new Date(TEST_NOW.getTime() + 60_000),
    input: {
      async readFile(path) {
        const content = files[path];
        if (content === undefined) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
        return content;
      },
      readStdin: async () => stdin,
    },
  };
  return { ctx, out, err };
}

describe.each(dialectCases())('notice admin commands on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (available) t = await createTestApp(dialect);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  const list = () => getJson<List>(t.app, '/api/v1/notice/view?size=100');

  it.skipIf(!available)('add publishes a notice with the next id, first after the pinned ones', async () => {
    const { ctx, out } = cliContext(t, { '/tmp/a.html': '<p>배송 <strong>안내</strong>입니다.</p>' });
    const code = await runNoticeCli(ctx, [
      'add',
      '--title',
      '  설 연휴   배송 안내 ',
      '--body',
      '/tmp/a.html',
    ]);
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('공지 14번을 게시했습니다');
    const body = await list();
    expect(body.notices.map((notice) => notice.noticeId).slice(0, 2)).toEqual([3, 14]);
    const detail = await getJson<Detail>(t.app, '/api/v1/notice/view/14');
    expect(detail.notice).toMatchObject({
      title: '설 연휴 배송 안내',
      summary: '배송 안내 입니다.',
      bodyHtml: '<p>배송 <strong>안내</strong>입니다.</p>',
      pinned: false,
      imageUrl: null,
      updatedAt: null,
      createdAt: ctx.now.toISOString(),
    });
    expect((await getJson<Last>(t.app, '/api/v1/notice/last')).notice?.noticeId).toBe(14);
  });

  it.skipIf(!available)(
    'add reads the body from stdin, keeps a script for the SPA to remove, and warns',
    async () => {
      const html = '<p>안녕</p><script>alert(1)</script><img src=x onerror="alert(2)">';
      const { ctx, out } = cliContext(t, {}, html);
      const code = await runNoticeCli(ctx, [
        'add',
        '--title',
        '표준 입력',
        '--body',
        '-',
        '--summary',
        '요약 문장',
        '--image',
        '/media/notice.png',
        '--pin',
      ]);
      expect(code).toBe(0);
      expect(out.join('\n')).toContain('스크립트와 이벤트 처리기');
      const id = Number(out.at(-1)?.match(/공지 (\d+)번/)?.[1]);
      const detail = await getJson<Detail>(t.app, `/api/v1/notice/view/${id}`);
      expect(detail.notice).toMatchObject({
        bodyHtml: html,
        summary: '요약 문장',
        imageUrl: '/media/notice.png',
        pinned: true,
      });
    },
  );

  it.skipIf(!available)('add reads a real file by its path (UTF-8, a BOM dropped)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'notice-')), 'body.html');
    writeFileSync(file, '\uFEFF<p>파일에서 읽은 본문</p>', 'utf8');
    const { ctx, out } = cliContext(t);
    delete ctx.input;
    expect(await runNoticeCli(ctx, ['add', '--title', '파일 본문', '--body', file])).toBe(0);
    const id = Number(out.at(-1)?.match(/공지 (\d+)번/)?.[1]);
    const detail = await getJson<Detail>(t.app, `/api/v1/notice/view/${id}`);
    expect(detail.notice.bodyHtml).toBe('<p>파일에서 읽은 본문</p>');
    expect(detail.notice.summary).toBe('파일에서 읽은 본문');
  });

  it.skipIf(!available)('a draft stays hidden until published, then lists as new', async () => {
    const { ctx, out } = cliContext(t, { 'd.html': '<p>초안</p>' });
    expect(await runNoticeCli(ctx, ['add', '--title', '초안', '--body', 'd.html', '--draft'])).toBe(0);
    const id = Number(out.at(-1)?.match(/공지 (\d+)번/)?.[1]);
    expectError(await t.app.inject({ url: `/api/v1/notice/view/${id}` }), 404, 8);
    expect((await list()).notices.some((notice) => notice.noticeId === id)).toBe(false);
    const later = cliContext(t);
    later.ctx.now = new Date(TEST_NOW.getTime() + 3_600_000);
    expect(await runNoticeCli(later.ctx, ['publish', String(id)])).toBe(0);
    expect((await getJson<Last>(t.app, '/api/v1/notice/last')).notice?.noticeId).toBe(id);
  });

  it.skipIf(!available)(
    'edit changes what was given, records the time, and rebuilds the summary from a new body',
    async () => {
      const { ctx } = cliContext(t, { 'e.html': '<h3>바뀐</h3><p>본문</p>' });
      expect(
        await runNoticeCli(ctx, [
          'edit',
          '4',
          '--title',
          '점검 시간 변경',
          '--body',
          'e.html',
          '--image',
          'https://cdn.jecheol.kr/a.png',
        ]),
      ).toBe(0);
      const { notice } = await getJson<Detail>(t.app, '/api/v1/notice/view/4');
      expect(notice).toMatchObject({
        title: '점검 시간 변경',
        summary: '바뀐 본문',
        bodyHtml: '<h3>바뀐</h3><p>본문</p>',
        imageUrl: 'https://cdn.jecheol.kr/a.png',
        updatedAt: ctx.now.toISOString(),
      });
      expect(await runNoticeCli(ctx, ['edit', '4', '--no-image'])).toBe(0);
      expect((await getJson<Detail>(t.app, '/api/v1/notice/view/4')).notice.imageUrl).toBeNull();
    },
  );

  it.skipIf(!available)('pin moves a notice to the top and --off puts it back in date order', async () => {
    const { ctx } = cliContext(t);
    expect(await runNoticeCli(ctx, ['pin', '1'])).toBe(0);
    let ids = (await list()).notices.map((notice) => notice.noticeId);
    expect(ids.indexOf(1)).toBeLessThan(ids.indexOf(12));
    expect(await runNoticeCli(ctx, ['pin', '1', '--off'])).toBe(0);
    ids = (await list()).notices.map((notice) => notice.noticeId);
    expect(ids.at(-1)).toBe(1);
  });

  it.skipIf(!available)('unpublish hides a notice from the list, the detail and last', async () => {
    const { ctx } = cliContext(t);
    const before = (await getJson<Last>(t.app, '/api/v1/notice/last')).notice?.noticeId ?? 0;
    expect(await runNoticeCli(ctx, ['unpublish', String(before)])).toBe(0);
    expectError(await t.app.inject({ url: `/api/v1/notice/view/${before}` }), 404, 8);
    expect((await list()).notices.some((notice) => notice.noticeId === before)).toBe(false);
    expect((await getJson<Last>(t.app, '/api/v1/notice/last')).notice?.noticeId).not.toBe(before);
    // A second run changes nothing and says so.
    const again = cliContext(t);
    expect(await runNoticeCli(again.ctx, ['unpublish', String(before)])).toBe(0);
    expect(again.out.join('')).toContain('이미 비공개');
  });

  it.skipIf(!available)(
    'refuses bad arguments with exit 2 and a Korean reason, and an unknown id with 1',
    async () => {
      const long = 'ㄱ'.repeat(NOTICE_LIMITS.title + 1);
      const cases: [string[], RegExp][] = [
        [[], /list, add, edit/],
        [['add', '--body', 'ok.html'], /--title/],
        [['add', '--title', '제목'], /--body/],
        [['add', '--title', '  ', '--body', 'ok.html'], /제목을\(를\) 비워/],
        [['add', '--title', long, '--body', 'ok.html'], /200자 이하/],
        [['add', '--title', '제목', '--body', 'missing.html'], /본문 파일을 읽을 수 없습니다/],
        [['add', '--title', '제목', '--body', 'empty.html'], /본문이 비어/],
        [['add', '--title', '제목', '--body', 'tags.html'], /글자가 없습니다/],
        [['add', '--title', '제목', '--body', 'ok.html', '--image', 'http://x.kr/a.png'], /https/],
        [['add', '--title', '제목', '--body', 'ok.html', '--image', '//evil.example/a.png'], /https/],
        [['add', '--title', '제목', '--body', 'ok.html', '--bogus'], /알 수 없는 옵션/],
        [['add', '--title'], /값을 적어/],
        [['edit', 'abc', '--title', '제목'], /공지 번호/],
        [['edit', '3'], /바꿀 항목/],
        [['edit', '3', '--image', '/a.png', '--no-image'], /함께 쓸 수 없습니다/],
        [['pin', '0'], /공지 번호/],
        [['unpublish'], /공지 번호/],
      ];
      for (const [args, message] of cases) {
        const { ctx, err } = cliContext(t, {
          'ok.html': '<p>본문</p>',
          'empty.html': '  \n',
          'tags.html': '<p> </p><br>',
        });
        expect(await runNoticeCli(ctx, args), args.join(' ')).toBe(2);
        expect(err[0], args.join(' ')).toMatch(message);
      }
      for (const args of [
        ['edit', '999', '--title', '없음'],
        ['pin', '999'],
        ['unpublish', '999'],
        ['publish', '999'],
      ]) {
        const { ctx, err } = cliContext(t);
        expect(await runNoticeCli(ctx, args)).toBe(1);
        expect(err[0]).toContain('공지 999번을 찾을 수 없습니다');
      }
      // Nothing refused was written.
      expect((await list()).notices.some((notice) => notice.title === '제목')).toBe(false);
    },
  );

  it.skipIf(!available)('concurrent adds each get their own id', async () => {
    const runs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => {
        const { ctx, out } = cliContext(t, { 'p.html': `<p>동시 ${i}</p>` });
        return runNoticeCli(ctx, ['add', '--title', `동시 게시 ${i}`, '--body', 'p.html']).then((code) => ({
          code,
          out,
        }));
      }),
    );
    expect(runs.map((run) => run.code)).toEqual(Array(8).fill(0));
    const ids = runs.map((run) => Number(run.out.at(-1)?.match(/공지 (\d+)번/)?.[1]));
    expect(new Set(ids).size).toBe(8);
    const listed = (await list()).notices.filter((notice) => notice.title.startsWith('동시 게시'));
    expect(listed).toHaveLength(8);
  });
});

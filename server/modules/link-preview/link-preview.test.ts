import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectCases, TEST_NOW, type TestApp } from '../../../tests/support/databases.ts';
import { fakeSpa } from '../../../tests/support/fake-spa.ts';
import { productImageUrl, productShareImageUrl } from '../../shared/media-urls.ts';
import { newPhotoUrlKey } from '../community/photos/photos.service.ts';
import { createMember } from '../community/shared/community.testing.ts';
import { previewOrigin, previewTarget, SITE_DESCRIPTION } from './link-preview.ts';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const HOSTILE = `"따옴표" 'quote' <script>alert(1)</script> & 끝`;
/** The hostile title as the page's source carries it, in the <title> and in every attribute. */
const HOSTILE_ESCAPED = '&quot;따옴표&quot; &#39;quote&#39; &lt;script&gt;alert(1)&lt;/script&gt; &amp; 끝';
const BASE = 'https://jecheol.example.kr';
const at = TEST_NOW.toISOString();
const later = new Date(TEST_NOW.getTime() + 7 * 86_400_000).toISOString();

/** The head's tags as a map (meta by property or name), the <title> and how often each occurs. */
function headOf(html: string) {
  const tags = new Map<string, string[]>();
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    const [, key = '', value = ''] = match;
    tags.set(key, [...(tags.get(key) ?? []), value]);
  }
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
  const one = (key: string) => {
    const values = tags.get(key) ?? [];
    expect(values, key).toHaveLength(values.length > 0 ? 1 : 0);
    return values[0];
  };
  return { titles, one, tags };
}

describe.each(dialectCases())('link previews on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let productNo: number;
  let visiblePost: number;
  let photoPost: number;
  let hiddenPost: number;
  let deletedPost: number;
  let question: number;
  let photoId: number;
  let photoUrlKey: string;

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect, {
      env: { SPA_DIR: fakeSpaWithDefaults(), PUBLIC_BASE_URL: `${BASE}/` },
    });
    const db = t.database.db;
    const product = await db
      .selectFrom('product')
      .select('product_no')
      .orderBy('product_no')
      .executeTakeFirstOrThrow();
    productNo = product.product_no;
    const window = { starts_at: at, ends_at: later };
    const live = { ...window, published: 1 };
    await db
      .insertInto('deal')
      .values([
        {
          deal_id: 900001,
          title: HOSTILE,
          subtitle: '산지 직송 한정 특가',
          description: '설명',
          sort_order: 0,
          ...live,
        },
        {
          deal_id: 900002,
          title: '미공개 딜',
          subtitle: '비밀',
          description: '비밀',
          published: 0,
          sort_order: 0,
          ...window,
        },
      ])
      .execute();
    await db
      .insertInto('deal_product')
      .values({ deal_id: 900001, product_no: productNo, sort_order: 0 })
      .execute();
    await db
      .insertInto('period')
      .values([
        {
          period_id: 900001,
          title: HOSTILE,
          subtitle: '',
          description: '겨울 제철 기획전',
          track_name: '',
          ...live,
        },
        {
          period_id: 900002,
          title: '미공개 기획전',
          subtitle: '비밀',
          description: '비밀',
          published: 0,
          track_name: '',
          ...window,
        },
      ])
      .execute();
    await db
      .insertInto('period_product')
      .values({ period_id: 900001, product_no: productNo, sort_order: 0 })
      .execute();
    await db
      .insertInto('event')
      .values([
        { event_id: 900001, title: HOSTILE, description: '응모하면 귤 한 상자', ...live },
        { event_id: 900002, title: '미공개 이벤트', description: '비밀', published: 0, ...window },
      ])
      .execute();
    await db
      .insertInto('notice')
      .values([
        {
          notice_id: 900001,
          title: HOSTILE,
          summary: '설 연휴 배송 안내',
          body_html: '<p>본문</p>',
          image_url: '/media/notices/seol.png',
          created_at: at,
          published: 1,
          pinned: 0,
          updated_at: null,
        },
        {
          notice_id: 900002,
          title: '이미지 없는 공지',
          summary: '',
          body_html: '<p>x</p>',
          image_url: null,
          created_at: at,
          published: 1,
          pinned: 0,
          updated_at: null,
        },
        {
          notice_id: 900003,
          title: '스크립트 주소',
          summary: '요약',
          body_html: '<p>x</p>',
          image_url: 'javascript:alert(1)',
          created_at: at,
          published: 1,
          pinned: 0,
          updated_at: null,
        },
        {
          notice_id: 900004,
          title: '미공개 공지',
          summary: '비밀',
          body_html: '<p>x</p>',
          created_at: at,
          published: 0,
          pinned: 0,
          updated_at: null,
        },
      ])
      .execute();

    const author = await createMember(t.app, '미리보기작성자');
    const post = (values: {
      type: 'dashboard' | 'qna' | 'survey';
      title: string | null;
      body: string;
      status?: 'visible' | 'hidden' | 'deleted';
    }) =>
      db
        .insertInto('community_post')
        .values({
          member_id: author.memberId,
          search_text: '',
          search_choseong: '',
          board_date: at.slice(0, 10),
          created_at: at,
          updated_at: null,
          deleted_at: values.status === 'deleted' ? at : null,
          ...values,
        })
        .returning('post_id')
        .executeTakeFirstOrThrow()
        .then((row) => row.post_id);
    visiblePost = await post({ type: 'dashboard', title: null, body: `방어회 한 접시\n${HOSTILE}` });
    photoPost = await post({ type: 'dashboard', title: HOSTILE, body: '사진 있는 글' });
    hiddenPost = await post({ type: 'dashboard', title: '신고된 글', body: '비밀', status: 'hidden' });
    deletedPost = await post({ type: 'dashboard', title: '지운 글', body: '비밀', status: 'deleted' });
    question = await post({ type: 'qna', title: '귤 보관법?', body: '냉장고에 넣나요' });
    const photos = await db
      .insertInto('community_photo')
      .values([
        {
          url_key: newPhotoUrlKey(),
          member_id: author.memberId,
          post_id: photoPost,
          width: 1080,
          height: 810,
          byte_length: 1,
          created_at: at,
        },
        {
          url_key: newPhotoUrlKey(),
          member_id: author.memberId,
          post_id: photoPost,
          width: 640,
          height: 640,
          byte_length: 1,
          created_at: at,
        },
      ])
      .returning(['photo_id', 'url_key'])
      .execute();
    photoId = photos[0]?.photo_id ?? 0;
    photoUrlKey = photos[0]?.url_key ?? '';
    await db
      .insertInto('community_post_photo')
      .values([
        { post_id: photoPost, photo_id: photos[1]?.photo_id ?? 0, position: 1 },
        { post_id: photoPost, photo_id: photoId, position: 0 },
      ])
      .execute();
  });
  afterAll(() => t?.cleanup());

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url, headers: { accept: HTML, ...headers } });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/text\/html/);
    return response.body;
  };

  /** The site's defaults: the index.html's own title and description, and no preview tags. */
  const expectDefaults = (html: string, what: string) => {
    const head = headOf(html);
    expect(head.titles, what).toEqual(['제철장터']);
    expect(head.one('description'), what).toBe(SITE_DESCRIPTION);
    expect(head.tags.has('og:title'), what).toBe(false);
    expect(html, what).not.toContain('비밀');
    expect(html, what).not.toContain('미공개');
    // The home's shell, untouched: nothing of the page was written into it.
    expect(shellOf(html), what).toBeUndefined();
  };

  it.runIf(available)('a deal: its title (escaped), subtitle, product picture and URL', async () => {
    const html = await page('/deal/900001?utm_source=kakao');
    const head = headOf(html);
    expect(head.titles).toEqual([HOSTILE_ESCAPED]);
    expect(head.one('og:title')).toBe(HOSTILE_ESCAPED);
    expect(head.one('twitter:title')).toBe(HOSTILE_ESCAPED);
    expect(head.one('description')).toBe('산지 직송 한정 특가');
    expect(head.one('og:description')).toBe('산지 직송 한정 특가');
    expect(head.one('og:image')).toBe(`${BASE}${productShareImageUrl(productNo)}`);
    const picture = await t.app.inject({ url: productShareImageUrl(productNo) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });
    expect((await t.app.inject({ url: '/media/products/999999999.png' })).statusCode).toBe(404);
    expect(head.one('og:url')).toBe(`${BASE}/deal/900001`);
    expect(head.one('og:type')).toBe('website');
    expect(head.one('og:site_name')).toBe('제철장터');
    expect(head.one('twitter:card')).toBe('summary_large_image');
    // The title never closes a tag: no script element but the SPA's own.
    expect(html).not.toContain('<script>alert(1)');
    // The runtime config is still there.
    expect(html).toContain('name="app-config"');
  });

  it.runIf(available)('a period and an event', async () => {
    const period = headOf(await page('/period/900001'));
    expect(period.titles).toEqual([HOSTILE_ESCAPED]);
    expect(period.one('og:description')).toBe('겨울 제철 기획전');
    expect(period.one('og:image')).toBe(`${BASE}${productShareImageUrl(productNo)}`);
    expect(period.one('og:url')).toBe(`${BASE}/period/900001`);
    const event = headOf(await page('/event/900001'));
    expect(event.one('og:title')).toBe(HOSTILE_ESCAPED);
    expect(event.one('og:description')).toBe('응모하면 귤 한 상자');
    expect(event.one('og:image')).toBe(`${BASE}/og-image.png`);
    expect(event.one('og:url')).toBe(`${BASE}/event/900001`);
  });

  it.runIf(available)("a notice: its summary and image, else the site's", async () => {
    const notice = headOf(await page('/notice/900001'));
    expect(notice.titles).toEqual([HOSTILE_ESCAPED]);
    expect(notice.one('og:description')).toBe('설 연휴 배송 안내');
    expect(notice.one('og:image')).toBe(`${BASE}/media/notices/seol.png`);
    expect(notice.one('og:type')).toBe('article');
    const plain = headOf(await page('/notice/900002'));
    expect(plain.one('og:title')).toBe('이미지 없는 공지');
    expect(plain.one('og:description')).toBe(SITE_DESCRIPTION);
    expect(plain.one('og:image')).toBe(`${BASE}/og-image.png`);
    const script = headOf(await page('/notice/900003'));
    expect(script.one('og:image')).toBe(`${BASE}/og-image.png`);
  });

  it.runIf(available)(
    "a community post: title or the board's name, the body's start, the first photo's JPEG",
    async () => {
      const untitled = headOf(await page(`/community/board-detail/${visiblePost}`));
      expect(untitled.titles).toEqual(['제철장터 오늘의 식탁']);
      expect(untitled.one('og:description')).toBe(`방어회 한 접시 ${HOSTILE_ESCAPED}`);
      expect(untitled.one('og:image')).toBe(`${BASE}/og-image.png`);
      expect(untitled.one('og:url')).toBe(`${BASE}/community/board-detail/${visiblePost}`);
      const withPhoto = headOf(await page(`/community/board-detail/${photoPost}`));
      expect(withPhoto.one('og:title')).toBe(HOSTILE_ESCAPED);
      expect(withPhoto.one('og:image')).toBe(`${BASE}/api/v1/community/photo/${photoUrlKey}/1080.jpg`);
      const asked = headOf(await page(`/community/qna/${question}`));
      expect(asked.one('og:title')).toBe('귤 보관법?');
      expect(asked.one('og:url')).toBe(`${BASE}/community/qna/${question}`);
    },
  );

  it.runIf(available)(
    "a deal's pre-paint shell: the headline product's picture first, the title escaped",
    async () => {
      const shell = shellOf(await page('/deal/900001'));
      expect(shell?.kind).toBe('deal');
      expect(shell?.images).toEqual([{ src: productImageUrl(productNo), alt: '', fetchpriority: 'high' }]);
      // The same picture the deal's API answer (and so its screen) shows.
      const answer = await t.app.inject({ url: '/api/v1/display/deal/900001' });
      expect(answer.json().deal.imageUrl).toBe(productImageUrl(productNo));
      expect(shell?.html).toContain(`<p class="shell-deal-title">${HOSTILE_ESCAPED}</p>`);
      expect(shell?.html).toContain('산지 직송 한정 특가');
      expect(shell?.html).toContain('딜 상세');
      expect(shell?.html).not.toContain('<script>');
    },
  );

  it.runIf(available)(
    "a deal page carries the guest's API answer for its screen, inert inside its script element",
    async () => {
      const html = await page('/deal/900001');
      const scripts = [
        ...html.matchAll(/<script type="application\/json" id="page-data" data-path="([^"]*)">/g),
      ];
      expect(scripts.map((match) => match[1])).toEqual(['/api/v1/display/deal/900001']);
      const text = /id="page-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      // The hostile title cannot end the element or start another.
      expect(text).not.toMatch(/[<>&]/);
      const answer = await t.app.inject({ url: '/api/v1/display/deal/900001' });
      expect(JSON.parse(text)).toEqual(answer.json());
      // Unpublished and unknown deals carry nothing.
      for (const url of ['/deal/900002', '/deal/999999', '/deal/abc']) {
        expect(await page(url), url).not.toContain('page-data');
      }
      // Nor does any other page.
      expect(await page(`/community/board-detail/${photoPost}`)).not.toContain('page-data');
    },
  );

  it.runIf(available)(
    "a board post's shell: its first photo as the screen picks it, else its text",
    async () => {
      const withPhoto = shellOf(await page(`/community/board-detail/${photoPost}`));
      expect(withPhoto?.kind).toBe('post');
      const photo = (await t.app.inject({ url: `/api/v1/community/dashboard/${photoPost}` })).json().post
        .photos[0];
      expect(photo.src).toContain(photoUrlKey);
      expect(withPhoto?.images).toEqual([
        {
          src: photo.src,
          srcset: photo.srcSet,
          sizes: '(min-width: 480px) 480px, 100vw',
          alt: '',
          fetchpriority: 'high',
        },
      ]);
      // 1080x810 is 4:3, the widest box the carousel draws.
      expect(withPhoto?.html).toContain(`style="aspect-ratio: ${4 / 3}"`);
      expect(withPhoto?.html).toContain(`<p class="shell-post-title">${HOSTILE_ESCAPED}</p>`);
      expect(withPhoto?.html).toContain('<span class="shell-type">오늘의 식탁</span>');

      const textOnly = shellOf(await page(`/community/board-detail/${visiblePost}`));
      expect(textOnly?.kind).toBe('post');
      expect(textOnly?.images).toEqual([]);
      expect(textOnly?.html).not.toContain('shell-post-title');
      expect(textOnly?.html).toContain(`<p class="shell-body">방어회 한 접시\n${HOSTILE_ESCAPED}</p>`);
      expect(textOnly?.html).not.toContain('<script>');

      // A question's page: the same shell, under the question route's title and its type.
      const asked = shellOf(await page(`/community/qna/${question}`));
      expect(asked?.kind).toBe('post');
      expect(asked?.html).toContain('<span class="shell-title">질문</span>');
      expect(asked?.html).toContain('<span class="shell-type">묻고 답하기</span>');
      expect(asked?.html).toContain('<p class="shell-post-title">귤 보관법?</p>');
      expect(asked?.html).toContain('<p class="shell-body">냉장고에 넣나요</p>');
      // Each kind's shell only on its own route: a question is not a board post, nor the reverse.
      expect(shellOf(await page(`/community/board-detail/${question}`))).toBeUndefined();
      expect(shellOf(await page(`/community/qna/${visiblePost}`))).toBeUndefined();
    },
  );

  it.runIf(available)('bad ids and other pages keep the home shell, never an error', async () => {
    for (const url of ['/deal/abc', '/deal/1.5', '/deal/-1', '/deal/99999999999999999999', '/deal/%3Cb%3E']) {
      expectDefaults(await page(url), url);
    }
  });

  it.runIf(available)('unknown, unpublished, hidden and deleted pages get the defaults', async () => {
    const cases = [
      '/deal/900002',
      '/deal/999999',
      '/period/900002',
      '/event/900002',
      '/event/0',
      '/notice/900004',
      '/notice/999999999999',
      `/community/board-detail/${hiddenPost}`,
      `/community/board-detail/${deletedPost}`,
      // A question is not a board post, and a board post is not a question.
      `/community/board-detail/${question}`,
      `/community/qna/${visiblePost}`,
    ];
    for (const url of cases) expectDefaults(await page(url), url);
  });

  it.runIf(available)('other pages keep the SPA’s default tags', async () => {
    for (const url of ['/', '/best', '/deal', '/community/main/dashboard', '/deal/900001/extra']) {
      expectDefaults(await page(url), url);
    }
  });
});

describe('where preview URLs point', () => {
  const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol });

  it('PUBLIC_BASE_URL wins over the Host header, in production and outside', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(previewOrigin({ PUBLIC_BASE_URL: `${BASE}/app/`, NODE_ENV }, request('evil.example'))).toBe(
        BASE,
      );
    }
  });

  it('outside production the request origin, when its Host is a host name', () => {
    const config = { NODE_ENV: 'development' };
    expect(previewOrigin(config, request('127.0.0.1:4343'))).toBe('http://127.0.0.1:4343');
    expect(previewOrigin(config, request('[::1]:8080', 'https'))).toBe('https://[::1]:8080');
    for (const host of ['evil.example"><script>', 'a b', 'x.example/path', 'user@x.example', '']) {
      expect(previewOrigin(config, request(host)), host).toBeUndefined();
    }
  });

  it('production without PUBLIC_BASE_URL names no host at all', () => {
    expect(previewOrigin({ NODE_ENV: 'production' }, request('jecheol.kr'))).toBeUndefined();
  });

  it('matches only the pages that have a preview', () => {
    expect(previewTarget('/deal/12')).toEqual({ kind: 'deal', id: 12 });
    expect(previewTarget('/community/qna/3/')).toEqual({ kind: 'question', id: 3 });
    for (const path of ['/deal/abc', '/deal/1.5', '/deal/1234567890123', '/deals/1', '/deal/1/x']) {
      expect(previewTarget(path), path).toBeUndefined();
    }
  });
});

describe('without PUBLIC_BASE_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { SPA_DIR: fakeSpaWithDefaults() } });
    await t.database.db
      .insertInto('event')
      .values({
        event_id: 900001,
        title: '귤 이벤트',
        description: '응모',
        starts_at: at,
        ends_at: later,
        published: 1,
      })
      .execute();
  });
  afterAll(() => t.cleanup());

  it("uses the request's origin outside production, and leaves out URLs for a malformed Host", async () => {
    const good = headOf(
      (await t.app.inject({ url: '/event/900001', headers: { accept: HTML, host: '192.168.0.7:8080' } }))
        .body,
    );
    expect(good.one('og:url')).toBe('http://192.168.0.7:8080/event/900001');
    expect(good.one('og:image')).toBe('http://192.168.0.7:8080/og-image.png');
    const spoofed = (
      await t.app.inject({
        url: '/event/900001',
        headers: { accept: HTML, host: 'x.example"><script>alert(1)</script>' },
      })
    ).body;
    const head = headOf(spoofed);
    expect(head.one('og:title')).toBe('귤 이벤트');
    expect(head.tags.has('og:url')).toBe(false);
    expect(head.tags.has('og:image')).toBe(false);
    expect(head.one('twitter:card')).toBe('summary');
    expect(spoofed).not.toContain('<script>alert(1)');
  });

  it('serves the defaults when the database cannot answer', async () => {
    const broken = await createTestApp('sqlite', { seed: false, env: { SPA_DIR: fakeSpaWithDefaults() } });
    await broken.database.db.schema.dropTable('event').execute();
    const response = await broken.app.inject({ url: '/event/1', headers: { accept: HTML } });
    expect(response.statusCode).toBe(200);
    expect(headOf(response.body).titles).toEqual(['제철장터']);
    await broken.cleanup();
  });
});

/** The home's pre-paint shell and its banner preload, as index.html carries them between the markers. */
const HOME_PRELOAD = '<!--shell:head--><link rel="preload" as="image" href="/hero.svg"><!--/shell:head-->';
const HOME_SHELL =
  '<!--shell--><div class="shell" aria-hidden="true"><span class="shell-brand">제철장터</span>' +
  '<img src="/hero.svg" alt=""></div><!--/shell-->';

/** The fake build with the real index.html's default title and description, and its home shell. */
function fakeSpaWithDefaults(): string {
  const dir = fakeSpa();
  const path = `${dir}/index.html`;
  writeFileSync(
    path,
    readFileSync(path, 'utf8')
      .replace(
        '</head>',
        `<meta name="description" content="${SITE_DESCRIPTION}"><title>제철장터</title>${HOME_PRELOAD}</head>`,
      )
      .replace('<body></body>', `<body><div id="app">${HOME_SHELL}</div></body>`),
  );
  return dir;
}

/** The server-written shell of a page (between the markers), or undefined when the home's is there. */
function shellOf(html: string) {
  const shell = /<!--shell-->([\s\S]*?)<!--\/shell-->/.exec(html)?.[1];
  expect(shell, 'the shell markers').toBeDefined();
  if (shell === HOME_SHELL.slice('<!--shell-->'.length, -'<!--/shell-->'.length)) {
    expect(html).toContain(HOME_PRELOAD);
    return undefined;
  }
  expect(html, 'no preload of the home banner').not.toContain('/hero.svg');
  const images = [...(shell ?? '').matchAll(/<img ([^>]*)>/g)].map((match) =>
    Object.fromEntries([...(match[1] ?? '').matchAll(/([a-z]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );
  return { html: shell ?? '', images, kind: /data-shell="([a-z]+)"/.exec(shell ?? '')?.[1] };
}

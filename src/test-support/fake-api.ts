import type { DealDetail, DealSummary, ProductSummary } from '#contract/display.ts';

/**
 * A stand-in for the API in SPA tests: answers the display endpoints the home and deal screens call,
 * with responses in the contract's shapes, and records every request.
 */
export const FIXED_NOW = Date.parse('2025-09-26T03:00:00.000Z');

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

export function product(no: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    productNo: no,
    name: `상품 ${no}`,
    imageUrl: `/media/products/${no}.svg`,
    categoryCode: 'A01',
    origin: '국내산',
    weight: '1kg',
    regularPrice: 15000,
    salePrice: 12900,
    discountRate: 14,
    soldOut: false,
    storeName: '제철농장',
    shopUrl: `https://shop.jecheol.kr/product/detail.html?product_no=${no}`,
    ...overrides,
  };
}

export function deal(id: number, overrides: Partial<DealSummary> = {}): DealSummary {
  return {
    dealId: id,
    title: `딜 ${id}`,
    subtitle: '산지 직송',
    imageUrl: `/media/deals/${id}.svg`,
    // The headline product's size: dealDetail's first product is product(101), also 1kg.
    weight: '1kg',
    regularPrice: 20000,
    salePrice: 15000,
    discountRate: 25,
    soldOut: false,
    startsAt: iso(FIXED_NOW - HOUR),
    endsAt: iso(FIXED_NOW + 5 * HOUR),
    productCount: 2,
    ...overrides,
  };
}

export function dealDetail(id: number, overrides: Partial<DealDetail> = {}): DealDetail {
  return {
    ...deal(id),
    description: '아침에 수확한 사과를 바로 보내 드려요.\n당도 선별 상품입니다.',
    status: 'live',
    products: [product(101), product(102, { soldOut: true })],
    ...overrides,
  };
}

export const webProfile = {
  filterInfo: {
    sortFilterList: [
      { code: 'RECOMMEND', name: '추천순', isSelected: true },
      { code: 'ENDING_SOON', name: '마감임박순', isSelected: false },
      { code: 'DISCOUNT', name: '할인율순', isSelected: false },
    ],
    searchSortFilterList: [],
    periodSortFilterList: [],
    discountRateFilterList: [],
    communitySortFilterList: [],
  },
};

export const banners = {
  banners: [
    {
      bannerId: 1,
      title: '이번 주 MD 픽',
      subtitle: '최대 40% 할인',
      imageUrl: '/media/banners/1.svg',
      linkUrl: '/period/421',
      backgroundColor: '#E8590C',
    },
  ],
};

type Handler = (url: URL, init: RequestInit | undefined) => { status: number; body: unknown } | undefined;

export interface FakeApi {
  fetch: typeof fetch;
  requests: { url: URL; headers: Headers; method: string }[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Default answers for the display endpoints; `override` answers first when it returns something. */
export function createFakeApi(override?: Handler, options: { deals?: DealSummary[] } = {}): FakeApi {
  const requests: FakeApi['requests'] = [];
  const allDeals = options.deals ?? [deal(1), deal(2)];
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    // Same-origin calls use relative URLs, which Node's Request refuses: resolve them as a browser would.
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost/');
    const request = new Request(url, init);
    requests.push({ url, headers: request.headers, method: request.method });
    const custom = override?.(url, init);
    if (custom) return json(custom.status, custom.body);
    const serverTime = new Date(FIXED_NOW).toISOString();
    if (url.pathname === '/api/v1/display/web/profile') return json(200, webProfile);
    if (url.pathname === '/api/v2/display/banner') return json(200, banners);
    if (url.pathname === '/api/v1/display/deal/recommendation') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 20);
      const slice = allDeals.slice((page - 1) * size, page * size);
      return json(200, {
        deals: slice,
        pageInfo: { page, size, totalCount: allDeals.length, hasNext: page * size < allDeals.length },
        serverTime,
      });
    }
    const detail = url.pathname.match(/^\/api\/v1\/display\/deal\/(\d+)$/);
    if (detail) {
      const id = Number(detail[1]);
      if (id >= 900)
        return json(404, { code: 8, name: 'NO_DATA', message: '요청하신 정보를 찾을 수 없습니다.' });
      return json(200, { deal: dealDetail(id), serverTime });
    }
    return json(404, { code: 9, name: 'UNSUPPORTED', message: '지원하지 않는 요청입니다.' });
  };
  return { fetch: fake as typeof fetch, requests };
}

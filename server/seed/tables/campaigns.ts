import { TRACKED_PERIODS } from '#contract/constants.ts';

/** Where a window sits relative to the seeding instant. */
export type WindowKind = 'live' | 'upcoming' | 'ended';

// ---------------------------------------------------------------------------------------------------
// Deals (time-limited). The schedule repeats every DEAL_CYCLE ids, so a bigger `scale` keeps the mix.

export const DEAL_CYCLE = 36;
/** Positions in the cycle (1-based) of deals that have already ended or have not started yet. */
export const ENDED_DEAL_POSITIONS: ReadonlySet<number> = new Set([5, 14, 23, 32]);
export const UPCOMING_DEAL_POSITIONS: ReadonlySet<number> = new Set([9, 18, 27, 36]);
/** Live deals that end within the next hour, so a ticking countdown is on the home screen. */
export const ENDING_WITHIN_HOUR_POSITIONS: ReadonlySet<number> = new Set([3, 11, 20]);
/** The deal the home banner advertises; it is always live at the seeding instant. */
export const BANNER_DEAL_ID = 12;
/**
 * Which live deal, counted in 추천순 from 0, has a headline product that has sold out: a storefront
 * always has one, and the home screen's first page shows its 품절 state.
 */
export const SOLD_OUT_DEAL_RANK = 3;

export const dealTitlePatterns: readonly ((product: string) => string)[] = [
  (product) => `[타임딜] ${product}`,
  (product) => `오늘만 이 가격! ${product}`,
  (product) => `${product} 단독 특가`,
  (product) => `산지직송 ${product}`,
  (product) => `[한정수량] ${product}`,
  (product) => `${product} 깜짝 할인`,
];

export const dealSubtitles: readonly string[] = [
  '산지에서 수확해 바로 보내 드려요',
  '한정 수량, 조기 품절될 수 있어요',
  '오늘 주문하면 내일 도착해요',
  '제철 맞은 지금이 가장 맛있어요',
  '무료배송으로 더 가볍게',
  '재구매율 높은 스테디셀러',
  '산지 농가와 직접 계약했어요',
  '선물하기 좋은 구성이에요',
];

// ---------------------------------------------------------------------------------------------------
// Periods (planned exhibitions), with the rule that picks their products.

export type ProductSelection =
  | { kind: 'popular'; count: number }
  | { kind: 'newest'; count: number }
  | { kind: 'categories'; prefixes: readonly string[]; count: number }
  | { kind: 'inSeason'; prefix: string; count: number }
  | { kind: 'local'; count: number }
  | { kind: 'nameIncludes'; words: readonly string[]; count: number };

export interface PeriodPlan {
  periodId: number;
  trackName: string;
  title: string;
  subtitle: string;
  description: string;
  window: WindowKind;
  select: ProductSelection;
}

export const periodPlans: readonly PeriodPlan[] = [
  {
    periodId: 421,
    trackName: TRACKED_PERIODS[421],
    title: '이번 주 MD 픽',
    subtitle: 'MD가 직접 먹어 보고 고른 장바구니 필수템',
    description:
      '매주 MD가 산지와 공장을 찾아 맛보고 고른 상품만 모았어요. 이번 주에만 이 가격으로 만나 보세요.',
    window: 'live',
    select: { kind: 'popular', count: 24 },
  },
  {
    periodId: 422,
    trackName: TRACKED_PERIODS[422],
    title: '아침을 여는 시리얼·그래놀라',
    subtitle: '그래놀라, 오트밀, 그릭요거트로 든든한 아침',
    description:
      '바쁜 아침에도 간편하게. 시리얼과 그래놀라에 요거트, 견과, 베리를 더해 균형 잡힌 한 끼를 완성하세요.',
    window: 'live',
    select: { kind: 'categories', prefixes: ['C060301', 'C100102', 'C010302', 'C010204'], count: 24 },
  },
  {
    periodId: 423,
    trackName: '',
    title: '제철 과일 대전',
    subtitle: '지금 가장 맛있는 과일만 모았어요',
    description: '산지에서 막 수확한 제철 과일을 최대 40% 할인된 가격에 만나 보세요.',
    window: 'live',
    select: { kind: 'inSeason', prefix: 'C01', count: 30 },
  },
  {
    periodId: 425,
    trackName: '',
    title: '김장 준비 기획전',
    subtitle: '절임배추부터 새우젓, 고춧가루까지 한 번에',
    description:
      '올해 김장은 여기서 한 번에 준비하세요. 괴산 절임배추와 소래포구 새우젓, 영양 고춧가루를 모았어요.',
    window: 'live',
    select: {
      kind: 'nameIncludes',
      words: [
        '절임배추',
        '새우젓',
        '고춧가루',
        '제주 무',
        '총각무',
        '쪽파',
        '깐마늘',
        '생강',
        '해남 배추',
        '액젓',
        '생굴',
        '봉지굴',
      ],
      count: 30,
    },
  },
  {
    periodId: 428,
    trackName: TRACKED_PERIODS[428],
    title: '이달의 신상품',
    subtitle: '새로 들어온 상품을 가장 먼저 만나 보세요',
    description: '이번 달 새로 입점한 로컬 특산물과 신상품을 모았어요.',
    window: 'live',
    select: { kind: 'newest', count: 30 },
  },
  {
    periodId: 430,
    trackName: '',
    title: '산지직송 로컬 특산물',
    subtitle: '전국 17개 시·도 농가와 어촌의 자랑',
    description: '지역 농가와 어촌에서 직접 보내는 특산물이에요. 중간 유통 없이 신선하게 받아 보세요.',
    window: 'live',
    select: { kind: 'local', count: 40 },
  },
  {
    periodId: 433,
    trackName: TRACKED_PERIODS[433],
    title: '한우·정육 기획전',
    subtitle: '횡성 한우부터 제주 흑돼지까지',
    description: '믿을 수 있는 산지의 한우와 한돈, 제주 흑돼지를 특별한 가격에 준비했어요.',
    window: 'live',
    select: { kind: 'categories', prefixes: ['C0401', 'C0402', 'C0403'], count: 30 },
  },
  {
    periodId: 435,
    trackName: '',
    title: '겨울 건강 기획전',
    subtitle: '홍삼, 꿀, 수제청으로 따뜻하게',
    description: '찬 바람 부는 계절, 온 가족 건강을 챙길 홍삼과 꿀, 수제청을 모았어요.',
    window: 'live',
    select: { kind: 'categories', prefixes: ['C0701', 'C0702', 'C0703'], count: 24 },
  },
  {
    periodId: 419,
    trackName: '',
    title: '추석 선물세트 기획전',
    subtitle: '고마운 분께 마음을 전하세요',
    description: '한우, 굴비, 곶감, 과일 선물세트를 모았어요. 이 기획전은 종료되었어요.',
    window: 'ended',
    select: { kind: 'nameIncludes', words: ['선물세트', '굴비', '곶감', '홍삼'], count: 20 },
  },
  {
    periodId: 437,
    trackName: '',
    title: '연말 홈파티 기획전',
    subtitle: '치즈, 연어, 스테이크로 차리는 홈파티',
    description: '연말 모임을 집에서 근사하게. 홈파티 메뉴를 한 번에 준비하세요.',
    window: 'upcoming',
    select: { kind: 'categories', prefixes: ['C100201', 'C030102', 'C040102', 'C010204'], count: 20 },
  },
];

// ---------------------------------------------------------------------------------------------------
// Events

export interface EventPlan {
  eventId: number;
  title: string;
  description: string;
  window: WindowKind;
}

export const eventPlans: readonly EventPlan[] = [
  {
    eventId: 51,
    title: '첫 구매 고객 100원 딜',
    description:
      '제철장터에서 처음 구매하시나요? 첫 주문 고객께 인기 상품을 100원에 드려요. 1인 1회, 한정 수량.',
    window: 'live',
  },
  {
    eventId: 52,
    title: '매일 출석체크하고 별 받기',
    description: '하루 한 번 출석체크하면 별 10개, 7일 연속이면 별 100개를 더 드려요.',
    window: 'live',
  },
  {
    eventId: 53,
    title: '포토 리뷰 쓰고 별 500개 받기',
    description: '구매한 상품의 포토 리뷰를 남겨 주세요. 매주 베스트 리뷰 10분께 별 500개를 드려요.',
    window: 'live',
  },
  {
    eventId: 54,
    title: '앱 첫 로그인하면 1,000별 적립',
    description: '제철장터 앱을 설치하고 처음 로그인하면 별 1,000개를 바로 적립해 드려요.',
    window: 'live',
  },
  {
    eventId: 55,
    title: '김장철 경품 대잔치',
    description:
      '김장 기획전 구매 고객 중 추첨을 통해 김치냉장고를 드렸어요. 당첨자는 공지사항에서 확인하세요.',
    window: 'ended',
  },
  {
    eventId: 56,
    title: '설맞이 선물세트 사전 예약',
    description: '설 선물세트를 미리 예약하면 최대 20% 할인과 원하는 날짜 배송을 약속드려요.',
    window: 'upcoming',
  },
];

// ---------------------------------------------------------------------------------------------------
// Home banners. `dealBanner` is filled in from the banner deal's headline product.

export interface BannerPlan {
  bannerId: number;
  title: string;
  subtitle: string;
  linkUrl: string;
  backgroundColor: string;
  published: boolean;
}

export const bannerPlans: readonly BannerPlan[] = [
  {
    bannerId: 1,
    title: '이번 주 MD 픽',
    subtitle: '장바구니 필수템만 골라 최대 40% 할인',
    linkUrl: '/period/421',
    backgroundColor: '#E8590C',
    published: true,
  },
  {
    bannerId: 2,
    title: '오늘의 타임딜',
    subtitle: '',
    linkUrl: `/deal/${BANNER_DEAL_ID}`,
    backgroundColor: '#2B8A3E',
    published: true,
  },
  {
    bannerId: 3,
    title: '한우·정육 기획전',
    subtitle: '횡성 한우부터 제주 흑돼지까지 특별가',
    linkUrl: '/period/433',
    backgroundColor: '#A61E4D',
    published: true,
  },
  {
    bannerId: 4,
    title: '앱 첫 로그인하면 1,000별',
    subtitle: '앱 설치하고 로그인만 해도 바로 적립',
    linkUrl: '/event/54',
    backgroundColor: '#1864AB',
    published: true,
  },
  {
    bannerId: 5,
    title: '아침을 여는 시리얼',
    subtitle: '그래놀라·오트밀·그릭요거트 모음',
    linkUrl: '/period/422',
    backgroundColor: '#8F5B00',
    published: true,
  },
  {
    bannerId: 6,
    title: '설맞이 선물세트 사전 예약',
    subtitle: '준비 중인 배너',
    linkUrl: '/event/56',
    backgroundColor: '#5F3DC4',
    published: false,
  },
];

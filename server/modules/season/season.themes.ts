import type { SeasonKind } from '#contract/season.ts';

/**
 * The recommendation categories of `/category/season/recommendation/:recommendationCategoryId?` and
 * the occasions of `/category/season/occasion`. They are merchandising choices rather than catalogue
 * data, so they live in code: each names the category subtrees it draws from and the months it runs.
 */
export interface SeasonTheme {
  id: number;
  kind: SeasonKind;
  title: string;
  description: string;
  /** Category codes of any depth; a product belongs when its code starts with one of them. */
  categories: readonly string[];
  /** Months (1-12) the theme is offered in; empty means every month. */
  months: readonly number[];
  /** Recommendations show only what is in season that month; occasions show in-season items first. */
  inSeasonOnly: boolean;
}

export const seasonThemes: readonly SeasonTheme[] = [
  {
    id: 1,
    kind: 'RECOMMENDATION',
    title: '제철 과일',
    description: '지금 가장 맛있는 과일만 골랐어요',
    categories: ['C01'],
    months: [],
    inSeasonOnly: true,
  },
  {
    id: 2,
    kind: 'RECOMMENDATION',
    title: '제철 채소',
    description: '밭에서 바로 온 이달의 채소',
    categories: ['C02'],
    months: [],
    inSeasonOnly: true,
  },
  {
    id: 3,
    kind: 'RECOMMENDATION',
    title: '제철 수산',
    description: '살이 오르고 기름진 이달의 바다 먹거리',
    categories: ['C03'],
    months: [],
    inSeasonOnly: true,
  },
  {
    id: 4,
    kind: 'RECOMMENDATION',
    title: '햇곡식·햇견과',
    description: '갓 거둔 곡식과 견과',
    categories: ['C05', 'C0103'],
    months: [],
    inSeasonOnly: true,
  },
  {
    id: 11,
    kind: 'OCCASION',
    title: '김장 준비',
    description: '절임배추부터 젓갈, 고춧가루까지 한 번에',
    categories: ['C020103', 'C020102', 'C090201', 'C060201', 'C090101'],
    months: [10, 11, 12],
    inSeasonOnly: false,
  },
  {
    id: 12,
    kind: 'OCCASION',
    title: '설 명절 선물',
    description: '마음을 전하는 설 선물',
    categories: ['C010101', 'C040101', 'C070101', 'C070201', 'C060302'],
    months: [1, 2],
    inSeasonOnly: false,
  },
  {
    id: 13,
    kind: 'OCCASION',
    title: '추석 명절 선물',
    description: '햇과일과 한우로 풍성한 한가위',
    categories: ['C010101', 'C010301', 'C040101', 'C070101', 'C070201'],
    months: [8, 9, 10],
    inSeasonOnly: false,
  },
  {
    id: 14,
    kind: 'OCCASION',
    title: '여름 보양식',
    description: '더위에 지친 몸을 채우는 보양 먹거리',
    categories: ['C040301', 'C040302', 'C070102', 'C010104'],
    months: [6, 7, 8],
    inSeasonOnly: false,
  },
  {
    id: 15,
    kind: 'OCCASION',
    title: '캠핑·나들이',
    description: '불판에 올리기 좋은 고기와 쌈채소',
    categories: ['C040201', 'C090302', 'C020201', 'C080101'],
    months: [4, 5, 6, 9, 10],
    inSeasonOnly: false,
  },
  {
    id: 16,
    kind: 'OCCASION',
    title: '겨울 간식·보양',
    description: '군고구마, 귤, 곶감과 따뜻한 건강즙',
    categories: ['C020101', 'C010102', 'C010105', 'C070301'],
    months: [12, 1, 2],
    inSeasonOnly: false,
  },
  {
    id: 17,
    kind: 'OCCASION',
    title: '든든한 집밥',
    description: '매일 먹는 쌀, 국, 반찬과 계란',
    categories: ['C050101', 'C090301', 'C090202', 'C040401'],
    months: [],
    inSeasonOnly: false,
  },
];

export function themesFor(kind: SeasonKind, month: number): SeasonTheme[] {
  return seasonThemes.filter(
    (theme) => theme.kind === kind && (theme.months.length === 0 || theme.months.includes(month)),
  );
}

export function findTheme(id: number): SeasonTheme | undefined {
  return seasonThemes.find((theme) => theme.id === id);
}

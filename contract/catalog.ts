import { z } from 'zod';
import { CATEGORY_CODE_PATTERN } from './constants.ts';

/**
 * One line of a catalogue file (JSON Lines, `docs/catalog-format.md`): a category, region, store or
 * product, told apart by `type`. Every rule carries the Korean sentence an operator sees next to the
 * line number, so a bad file is fixed from the report alone.
 */

const missing = (field: string) => `필수 항목 ${field}이(가) 없습니다.`;

/** A rule whose one message covers a missing value as well as a wrong one. */
const says = (field: string, message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? missing(field) : message),
});

function integer(field: string, min: number, max: number, message: string) {
  return z.number(says(field, message)).int(message).min(min, message).max(max, message);
}

function text(field: string, min: number, max: number, message: string) {
  return z.string(says(field, message)).trim().min(min, message).max(max, message);
}

const MAX_ID = 2_147_483_647;
const MAX_PRICE = 1_000_000_000;
/** The longest photo path or URL a line may give. */
const MAX_PHOTO_SOURCE = 2000;
const PHOTO_RULE = `사진(photo)은 파일 경로나 http(s) 주소(1~${MAX_PHOTO_SOURCE}자)이거나 null이어야 합니다.`;

const CATEGORY_CODE_RULE =
  '영문 대문자 한 자와 숫자 두 자리(예: C01), 하위 카테고리는 상위 코드에 숫자 두 자리를 더한 형식(예: C0101, C010101)이어야 합니다.';

/**
 * The code's structure is checked here, not just its characters: browsing finds a category's
 * products by code prefix and accepts only `CATEGORY_CODE_PATTERN`, so a category that breaks
 * either rule would import fine and then be unreachable in the storefront.
 */
export const catalogCategorySchema = z
  .strictObject({
    type: z.literal('category'),
    code: z
      .string(says('code', `카테고리 코드(code)는 ${CATEGORY_CODE_RULE}`))
      .regex(CATEGORY_CODE_PATTERN, `카테고리 코드(code)는 ${CATEGORY_CODE_RULE}`),
    /** The parent's code; null (or absent) for a top-level category. Depth is at most 3. */
    parentCode: z
      .string('상위 카테고리 코드(parentCode)는 문자열이거나 null이어야 합니다.')
      .regex(CATEGORY_CODE_PATTERN, '상위 카테고리 코드(parentCode)의 형식이 올바르지 않습니다.')
      .nullable()
      .default(null),
    name: text('name', 1, 60, '카테고리 이름(name)은 1~60자여야 합니다.'),
    sortOrder: integer('sortOrder', 0, 1_000_000, '정렬 순서(sortOrder)는 0 이상의 정수여야 합니다.').default(
      0,
    ),
  })
  .superRefine(({ code, parentCode }, ctx) => {
    // A malformed code or parent already has its own message; the structure is only meaningful
    // between two well-formed codes.
    if (!CATEGORY_CODE_PATTERN.test(code)) return;
    if (parentCode !== null && !CATEGORY_CODE_PATTERN.test(parentCode)) return;
    const topLevel = code.length === 3;
    if (topLevel && parentCode !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['parentCode'],
        message: `최상위 카테고리 ${code}(영문 한 자와 숫자 두 자리)에는 상위 카테고리(parentCode)가 없어야 합니다: ${parentCode}`,
      });
    } else if (!topLevel && parentCode === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['parentCode'],
        message: `하위 카테고리 ${code}에는 상위 카테고리(parentCode) ${code.slice(0, -2)}이(가) 있어야 합니다.`,
      });
    } else if (!topLevel && parentCode !== code.slice(0, -2)) {
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: `카테고리 코드 ${code}은(는) 상위 카테고리 코드 ${parentCode}에 숫자 두 자리를 더한 것이어야 합니다 (예: ${parentCode}01).`,
      });
    }
  });

export const catalogRegionSchema = z.strictObject({
  type: z.literal('region'),
  code: z
    .string(says('code', '지역 코드(code)는 두 자리 숫자여야 합니다.'))
    .regex(/^\d{2}$/, '지역 코드(code)는 두 자리 숫자여야 합니다.'),
  name: text('name', 1, 30, '지역 이름(name)은 1~30자여야 합니다.'),
  shortName: text('shortName', 1, 10, '지역 약칭(shortName)은 1~10자여야 합니다.'),
  sortOrder: integer('sortOrder', 0, 1_000_000, '정렬 순서(sortOrder)는 0 이상의 정수여야 합니다.').default(
    0,
  ),
});

export const catalogStoreSchema = z.strictObject({
  type: z.literal('store'),
  storeId: integer('storeId', 1, MAX_ID, '상점 번호(storeId)는 1 이상의 정수여야 합니다.'),
  regionCode: z
    .string(says('regionCode', '지역 코드(regionCode)는 두 자리 숫자여야 합니다.'))
    .regex(/^\d{2}$/, '지역 코드(regionCode)는 두 자리 숫자여야 합니다.'),
  name: text('name', 1, 80, '상점 이름(name)은 1~80자여야 합니다.'),
  description: text('description', 0, 2000, '상점 소개(description)는 2000자 이하여야 합니다.').default(''),
  likeCount: integer('likeCount', 0, MAX_ID, '찜 수(likeCount)는 0 이상의 정수여야 합니다.').default(0),
});

export const catalogProductSchema = z
  .strictObject({
    type: z.literal('product'),
    productNo: integer('productNo', 1, MAX_ID, '상품 번호(productNo)는 1 이상의 정수여야 합니다.'),
    name: text('name', 1, 120, '상품 이름(name)은 1~120자여야 합니다.'),
    /** A depth-3 category (checked against the file and the database on import). */
    categoryCode: z
      .string(says('categoryCode', '카테고리 코드(categoryCode)의 형식이 올바르지 않습니다.'))
      .regex(CATEGORY_CODE_PATTERN, '카테고리 코드(categoryCode)의 형식이 올바르지 않습니다.'),
    storeId: integer('storeId', 1, MAX_ID, '상점 번호(storeId)는 1 이상의 정수이거나 null이어야 합니다.')
      .nullable()
      .default(null),
    origin: text('origin', 1, 60, '원산지(origin)는 1~60자여야 합니다.'),
    weight: text('weight', 1, 40, '중량·용량(weight)은 1~40자여야 합니다.'),
    regularPrice: integer(
      'regularPrice',
      0,
      MAX_PRICE,
      '정상가(regularPrice)는 0 이상의 정수(원)여야 합니다.',
    ),
    salePrice: integer('salePrice', 0, MAX_PRICE, '판매가(salePrice)는 0 이상의 정수(원)여야 합니다.'),
    /** Whole percent; computed from the two prices when absent. */
    discountRate: integer(
      'discountRate',
      0,
      100,
      '할인율(discountRate)은 0~100 사이의 정수여야 합니다.',
    ).optional(),
    soldOut: z.boolean('품절 여부(soldOut)는 true 또는 false여야 합니다.').default(false),
    /** Months (1-12) in season; empty for all year. */
    seasonMonths: z
      .array(integer('seasonMonths', 1, 12, '제철 월(seasonMonths)은 1~12 사이의 정수여야 합니다.'), {
        error: '제철 월(seasonMonths)은 1~12 사이 정수의 배열이어야 합니다.',
      })
      .max(12, '제철 월(seasonMonths)은 12개 이하여야 합니다.')
      .refine(
        (months) => new Set(months).size === months.length,
        '제철 월(seasonMonths)에 같은 달이 두 번 있습니다.',
      )
      .default([]),
    popularity: integer('popularity', 0, MAX_ID, '인기도(popularity)는 0 이상의 정수여야 합니다.').default(0),
    /**
     * The product's photo: a path (relative to the catalogue file, or absolute) or an http(s) URL the
     * importing machine can read. Absent: the photo it has stays; null: its photo is removed and the
     * drawing shows again.
     */
    photo: z
      .string(PHOTO_RULE)
      .trim()
      .min(1, PHOTO_RULE)
      .max(MAX_PHOTO_SOURCE, PHOTO_RULE)
      .refine((value) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^https?:\/\//i.test(value), {
        message: '사진(photo)의 주소는 http:// 또는 https://로 시작해야 합니다.',
      })
      .nullable()
      .optional(),
    /** ISO 8601 with a time zone, e.g. `2026-11-01T09:00:00+09:00`; stored in UTC. */
    createdAt: z
      .string(says('createdAt', '등록 시각(createdAt)은 시간대가 있는 ISO 8601 형식이어야 합니다.'))
      .refine(
        (value) =>
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
          !Number.isNaN(Date.parse(value)),
        '등록 시각(createdAt)은 시간대가 있는 ISO 8601 형식이어야 합니다.',
      )
      .transform((value) => new Date(value).toISOString()),
  })
  .superRefine((product, ctx) => {
    if (product.salePrice > product.regularPrice) {
      ctx.addIssue({
        code: 'custom',
        path: ['salePrice'],
        message: '판매가(salePrice)는 정상가(regularPrice)보다 클 수 없습니다.',
      });
    }
  });

export const catalogLineSchema = z.discriminatedUnion(
  'type',
  [catalogCategorySchema, catalogRegionSchema, catalogStoreSchema, catalogProductSchema],
  { error: '줄의 종류(type)는 category, region, store, product 중 하나여야 합니다.' },
);

export type CatalogLine = z.output<typeof catalogLineSchema>;
export type CatalogCategory = z.output<typeof catalogCategorySchema>;
export type CatalogRegion = z.output<typeof catalogRegionSchema>;
export type CatalogStore = z.output<typeof catalogStoreSchema>;
export type CatalogProduct = z.output<typeof catalogProductSchema>;
/** What a file may say (defaults filled in on reading). */
export type CatalogLineInput = z.input<typeof catalogLineSchema>;

/** The discount rate the storefront shows when a line gives none: whole percent, rounded down. */
export function discountRateOf(regularPrice: number, salePrice: number): number {
  if (regularPrice <= 0 || salePrice >= regularPrice) return 0;
  return Math.floor(((regularPrice - salePrice) / regularPrice) * 100);
}

/** The Korean sentence for one problem of a line. */
export function describeCatalogIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `알 수 없는 항목이 있습니다: ${issue.keys.join(', ')}`;
  return issue.message;
}

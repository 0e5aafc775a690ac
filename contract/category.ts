import { z } from 'zod';
import { CATEGORY_CODE_PATTERN } from './constants.ts';
import { discountRateCodes, productSortSchema, productSummarySchema, searchSortCodes } from './display.ts';
import { defineEndpoint, pageInfoSchema, pageQuery, queryInt, withToasts } from './endpoint.ts';

/** Category calls: the three-level category tree and a category's products (server/modules/category). */

/**
 * `C01`, `C0101` or `C010101` (any uppercase letter, e.g. an imported `T0101`): depth 1, 2 or 3 of
 * the category tree. The same pattern the catalogue import enforces, so every imported category
 * can be browsed.
 */
export const categoryCodeSchema = z
  .string()
  .regex(CATEGORY_CODE_PATTERN, '카테고리 코드 형식이 올바르지 않습니다.');

export const categoryRefSchema = z.object({
  code: z.string(),
  name: z.string(),
  depth: z.number().int().min(1).max(3),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** `imageUrl`: a depth-1 category's drawing (the home's category shortcuts); deeper nodes have none. */
export type CategoryNode = CategoryRef & { imageUrl?: string; children: CategoryNode[] };

const categoryLevel3Schema = categoryRefSchema.extend({ children: z.array(categoryRefSchema).max(0) });
const categoryLevel2Schema = categoryRefSchema.extend({ children: z.array(categoryLevel3Schema) });
const categoryLevel1Schema = categoryRefSchema.extend({
  imageUrl: z.string(),
  children: z.array(categoryLevel2Schema),
});
/**
 * A node with its descendants. The tree has exactly three levels, so the schema spells them out: a
 * recursive schema would put a `$ref` into the OpenAPI document that the document does not define.
 * Callers see the recursive `CategoryNode` type; a depth-3 node's `children` is always empty.
 */
export const categoryNodeSchema = z.union([
  categoryLevel1Schema,
  categoryLevel2Schema,
  categoryLevel3Schema,
]) as unknown as z.ZodType<CategoryNode>;

export const getCategoryTree = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/web/category',
  service: 'display',
  auth: 'none',
  summary: '카테고리 트리: 코드가 없으면 전체 3단계, 있으면 그 카테고리의 하위와 경로',
  query: z.object({ categoryCode: categoryCodeSchema.optional() }),
  response: withToasts({
    /** The roots when no code was given; otherwise the children of `current`. */
    categories: z.array(categoryNodeSchema),
    current: categoryRefSchema.nullable(),
    /** From the root down to `current` (empty without a code): the breadcrumb. */
    path: z.array(categoryRefSchema),
  }),
});

export const getCategoryProducts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/web/category/product',
  service: 'display',
  auth: 'none',
  summary: '카테고리 상세 상품 목록: 정렬, 할인율, 가격 범위 [minPrice, maxPrice]',
  query: z.object({
    categoryCode: categoryCodeSchema,
    sort: productSortSchema,
    discountRate: z.enum(discountRateCodes).default('ALL'),
    /** Whole won on the sale price; min above max answers code 13. */
    minPrice: queryInt(0, 100_000_000).optional(),
    maxPrice: queryInt(0, 100_000_000).optional(),
    ...pageQuery,
  }),
  response: withToasts({
    category: categoryRefSchema,
    path: z.array(categoryRefSchema),
    /** The tabs: children of a depth-1 or depth-2 category, siblings (itself included) of a depth-3 one. */
    subCategories: z.array(categoryRefSchema),
    products: z.array(productSummarySchema),
    pageInfo: pageInfoSchema,
    /** Highest sale price in the whole category, for the price slider's range [0, maxPrice]. */
    maxPrice: z.number().int().min(0),
    sort: z.enum(searchSortCodes),
    discountRate: z.enum(discountRateCodes),
    priceRange: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }),
  }),
});

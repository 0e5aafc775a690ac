import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ServiceName =
  | 'display'
  | 'account'
  | 'search'
  | 'community'
  | 'user'
  | 'notice'
  | 'alarm'
  | 'auth';
export const serviceNames = [
  'display',
  'account',
  'search',
  'community',
  'user',
  'notice',
  'alarm',
  'auth',
] as const;

/** 'none': anyone; 'optional': a token is read when present; 'member': a valid access token is required. */
export type AuthRequirement = 'none' | 'optional' | 'member';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/v1/display/deal/:dealId`. */
  path: string;
  service: ServiceName;
  auth: AuthRequirement;
  /**
   * A member endpoint that a person who signed in but has not agreed on /sign-up yet may call (the
   * agreement itself, the calls the agreement screen and the session make, withdrawal). Every other
   * member endpoint answers them SIGN_UP_REQUIRED (85).
   */
  beforeSignUp?: true;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

/** Keeps the literal schema types of one endpoint so the server and the client infer from it. */
export function defineEndpoint<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}

/** Whether a contract module's export is an endpoint (for tests that walk a module's exports). */
export function isEndpoint<T>(value: T): value is unknown extends T ? T & Endpoint : Extract<T, Endpoint> {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** The largest id the database holds: every id column is a 4-byte signed integer. */
export const MAX_ID = 2_147_483_647;

/**
 * Digits only, as the spec requires for deal, period, event, board, qna and notice ids. The syntax
 * stays 1 to 12 digits because the SPA's routes share it (src/app/route-params.ts); an id above MAX_ID
 * names no row, so it becomes -1 (which no digit string and no row has) and answers 404 NO_DATA like
 * any unknown id, instead of overflowing the integer column on PostgreSQL.
 */
export const digitId = z
  .string()
  .regex(/^\d{1,12}$/, '숫자로 된 ID가 필요합니다.')
  .transform((value) => {
    const id = Number(value);
    return id <= MAX_ID ? id : -1;
  });

/**
 * A query-string integer with bounds: a value out of range answers code 13, anything but plain
 * decimal digits (an empty value, `1e3`, `0x10`, `1.5`) code 12. A leading minus is let through so a
 * negative number is reported as out of range; more than 15 digits cannot be exact in a double.
 */
export function queryInt(min: number, max: number) {
  // The SPA fills these from numbers and the server reads strings, so either goes in as digits.
  return z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string()
      .regex(/^-?\d{1,15}$/)
      .transform(Number)
      .pipe(z.number().int().min(min).max(max)),
  );
}

/** The contract error body (see ApiError in errors.ts) as a schema, for servers and tests. */
export const apiErrorSchema = z.object({
  code: z.number().int(),
  name: z.string(),
  message: z.string(),
});

/** `toastItems` may ride on any response (spec section 7); the client shows them as toasts. */
export const toastItemSchema = z.union([
  z.object({ phrase: z.string().min(1).max(200) }),
  z.object({
    icon: z.string().min(1).max(200),
    startPhrase: z.string().max(200),
    pointPhrase: z.string().max(200),
    endPhrase: z.string().max(200),
  }),
]);

export const withToasts = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, toastItems: z.array(toastItemSchema).optional() });

export const pageInfoSchema = z.object({
  page: z.number().int().min(1),
  size: z.number().int().min(1),
  totalCount: z.number().int().min(0),
  hasNext: z.boolean(),
});

/** `page` (1-based) and `size` of every paged list, to spread into its query: `{ ...pageQuery }`. */
export const pageQuery = {
  page: queryInt(1, 10_000).default(1),
  size: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
};

/**
 * A list's opaque `cursor` query (the `nextCursor` of the page before; by default at most 200
 * characters). An empty one (`?cursor=`) is no cursor, the first page, never a refusal: a client that lost its cursor
 * still gets its list. `schema` narrows what a non-empty cursor may be.
 */
export const optionalCursor = (schema: z.ZodType<string, string> = z.string().max(200)) =>
  z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema.optional());

/** An instant as an ISO 8601 UTC string, e.g. `2026-11-21T03:30:00.000Z`. */
export const instant = z.string();

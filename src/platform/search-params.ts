import type { SearchSchemaInput } from '@tanstack/react-router';
import { CATEGORY_CODE_PATTERN } from '#contract/constants.ts';

/**
 * The one way a route reads its search params (`validateSearch`). Each key has a parser that gives a
 * typed value or undefined (absent or refused), so a hand-edited or outdated link still shows the
 * screen; no parser throws. A key with a default (the contract's, e.g. a sort) resolves to it here,
 * once, so loaders and screens use the validated value as it comes. Hand-written rather than zod (even
 * zod/mini): `validateSearch` runs in the first-load bundle, whose budget zod does not fit.
 * search-params.test.ts proves the "typed value or fallback, never a throw" rule for any input, and
 * the features' tests prove their schemas agree with the contract's zod schemas.
 */
export type SearchParam<T> = (raw: unknown) => T | undefined;

type Parsers = Record<string, SearchParam<unknown>>;
type ParsedBy<P> = P extends SearchParam<infer T> ? T : never;

/** What links and navigations may give: any key may be left out (its default, if any, fills it in). */
export type SearchInputOf<S extends Parsers> = { [K in keyof S]?: ParsedBy<S[K]> };

/** The validated search: a key with a default always has a value, the others are undefined when absent or refused. */
export type SearchOf<S extends Parsers, D = object> = {
  [K in keyof S as K extends keyof D ? never : K]?: ParsedBy<S[K]>;
} & { [K in keyof S & keyof D]: ParsedBy<S[K]> };

export interface SearchValidator<S extends Parsers, D> {
  (search: Record<string, unknown>): SearchOf<S, D>;
  // Declared last because the router reads the last signature's parameter as what links may pass
  // (`SearchSchemaInput`): every key optional, although the validated search has its defaults.
  (search: SearchInputOf<S> & SearchSchemaInput): SearchOf<S, D>;
  /**
   * The defaults, for the route's `search: { middlewares: [stripSearchParams(validate.defaults)] }`:
   * a default never shows in the URL, so choosing it again gives the same URL as never choosing.
   */
  readonly defaults: D;
}

/**
 * A route's `validateSearch` from one parser per key, the value each key takes when absent or refused
 * (`defaults`), and an optional rule across keys (e.g. a price range the wrong way round). Every key
 * is returned (undefined when refused and without a default): the router keeps raw keys a validator
 * leaves out.
 */
export function searchSchema<S extends Parsers, const D extends SearchInputOf<S> = Record<never, never>>(
  shape: S,
  options: { defaults?: D; across?: (search: SearchOf<S, D>) => SearchOf<S, D> } = {},
): SearchValidator<S, D> {
  const defaults = (options.defaults ?? {}) as D;
  const { across } = options;
  const validate = (search: Record<string, unknown>) => {
    const parsed: Record<string, unknown> = {};
    for (const key in shape)
      parsed[key] = shape[key]?.(search[key]) ?? (defaults as Record<string, unknown>)[key];
    return across ? across(parsed as SearchOf<S, D>) : (parsed as SearchOf<S, D>);
  };
  return Object.assign(validate, { defaults }) as SearchValidator<S, D>;
}

/** One of a contract enum's codes (sorts, periods...). */
export function oneOf<C extends string>(codes: readonly C[]): SearchParam<C> {
  const known = new Set<string>(codes);
  return (raw) => (typeof raw === 'string' && known.has(raw) ? (raw as C) : undefined);
}

/**
 * A whole number in `min..max`, from a number (the router reads `?month=3` as 3) or a digit string
 * (`?month=03`), as the contract's `queryInt` reads it.
 */
export function intIn(min: number, max: number): SearchParam<number> {
  return (raw) => {
    const number =
      typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
    // `+ 0` turns -0 into 0.
    return Number.isInteger(number) && number >= min && number <= max ? number + 0 : undefined;
  };
}

/** A string the whole of which matches `pattern` (anchored, without the stateful `g`/`y` flags). */
export function matching(pattern: RegExp): SearchParam<string> {
  return (raw) => (typeof raw === 'string' && pattern.test(raw) ? raw : undefined);
}

/** Text trimmed of surrounding spaces, 1 to `maxLength` characters (a search keyword). */
export function trimmedText(maxLength: number): SearchParam<string> {
  return (raw) => {
    if (typeof raw !== 'string') return undefined;
    const text = raw.trim();
    return text.length >= 1 && text.length <= maxLength ? text : undefined;
  };
}

/** Any string, carried as is (a preview token the server checks). */
export const anyString: SearchParam<string> = (raw) => (typeof raw === 'string' ? raw : undefined);

/** A switch that is on as `?key=true` (which the router's search parser reads as the boolean true). */
export const flag: SearchParam<true> = (raw) => (raw === true || raw === 'true' ? true : undefined);

/** A category code as the contract's `categoryCodeSchema` has it (C01, C0101, C010101, T0101...). */
export const categoryCode: SearchParam<string> = matching(CATEGORY_CODE_PATTERN);

/** Whole won 0-100,000,000, as the contract's `minPrice`/`maxPrice`. */
export const price: SearchParam<number> = intIn(0, 100_000_000);

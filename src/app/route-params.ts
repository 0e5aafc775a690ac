import { redirect } from '@tanstack/react-router';

/** The contract's `digitId` rule (spec section 5), without zod; route-params.test.ts proves they agree. */
const DIGIT_ID = /^\d{1,12}$/;

export function isDigitId(value: string): boolean {
  return DIGIT_ID.test(value);
}

function notFound(): never {
  throw redirect({ to: '/404', replace: true });
}

/**
 * `params` for a route whose id must be digits only: `/deal/12` gives `{ id: 12 }`, `/deal/abc`
 * replaces the location with /404.
 */
export const digitIdParams = {
  parse: (raw: { id: string }): { id: number } => (isDigitId(raw.id) ? { id: Number(raw.id) } : notFound()),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/** The same for an optional id (`form/{-$id}`: absent means a new post, present means edit). */
export const optionalDigitIdParams = {
  parse: (raw: { id?: string }): { id?: number } => {
    if (raw.id === undefined || raw.id === '') return {};
    return isDigitId(raw.id) ? { id: Number(raw.id) } : notFound();
  },
  stringify: ({ id }: { id?: number }) => ({ id: id === undefined ? undefined : String(id) }),
};

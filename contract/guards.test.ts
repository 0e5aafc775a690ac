import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, toastItemSchema } from './endpoint.ts';
import { isApiErrorBody, toToastItem } from './guards.ts';

const loose = fc.oneof(
  fc.string({ maxLength: 210 }),
  fc.integer(),
  fc.constant(null),
  fc.constant(undefined),
);

describe('zod-free guards agree with the contract schemas', () => {
  it('isApiErrorBody accepts exactly what apiErrorSchema accepts', () => {
    const body = fc.oneof(
      fc.record(
        { code: fc.oneof(fc.integer(), fc.double(), fc.string()), name: loose, message: loose },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    fc.assert(
      fc.property(body, (value) => isApiErrorBody(value) === apiErrorSchema.safeParse(value).success),
    );
  });

  it('toToastItem parses exactly what toastItemSchema parses, to the same value', () => {
    const item = fc.oneof(
      fc.record({ phrase: loose, extra: loose }, { requiredKeys: [] }),
      fc.record(
        { icon: loose, startPhrase: loose, pointPhrase: loose, endPhrase: loose, phrase: loose },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    fc.assert(
      fc.property(item, (value) => {
        const parsed = toastItemSchema.safeParse(value);
        expect(toToastItem(value)).toEqual(parsed.success ? parsed.data : undefined);
      }),
    );
  });
});

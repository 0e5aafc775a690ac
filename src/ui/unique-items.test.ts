import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uniqueItems } from './unique-items.ts';

const pages = fc.array(
  fc.array(fc.record({ id: fc.integer({ min: 0, max: 20 }), v: fc.nat() }), { maxLength: 8 }),
  {
    maxLength: 5,
  },
);

describe('uniqueItems', () => {
  it('keeps the first occurrence of every key, in page order, and nothing else', () => {
    fc.assert(
      fc.property(pages, (input) => {
        const result = uniqueItems(
          input,
          (page) => page,
          (item) => item.id,
        );
        const all = input.flat();
        const expected = all.filter(
          (item, index) => all.findIndex((other) => other.id === item.id) === index,
        );
        expect(result).toEqual(expected);
      }),
    );
  });

  it('reads no pages as an empty list', () => {
    expect(
      uniqueItems(
        undefined,
        (page: number[]) => page,
        (n) => n,
      ),
    ).toEqual([]);
  });
});

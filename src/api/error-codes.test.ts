import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '#contract/errors.ts';
import { isNoData, NO_DATA, UNSUPPORTED } from './error-codes.ts';
import { ApiRequestError } from './http.ts';

describe('error codes', () => {
  it('the constants are the catalogue codes', () => {
    expect(NO_DATA).toBe(errorCatalogue.NO_DATA.code);
    expect(UNSUPPORTED).toBe(errorCatalogue.UNSUPPORTED.code);
  });

  it('isNoData is true only for an API error with that code', () => {
    const error = (code: number) =>
      new ApiRequestError(404, { code, name: 'X', message: '없음' }, 'GET /api/v1/x');
    expect(isNoData(error(NO_DATA))).toBe(true);
    expect(isNoData(error(9))).toBe(false);
    expect(isNoData(new Error('x'))).toBe(false);
    expect(isNoData(undefined)).toBe(false);
  });
});

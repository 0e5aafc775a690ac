import type { FastifyRequest } from 'fastify';
import { AUTH_HEADER } from '#contract/auth.ts';
import { AppError } from './errors.ts';

/**
 * C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F). PostgreSQL cannot store U+0000 in
 * text at all (a 500 before this check), SQLite would store it, and neither is ever meant as input.
 * Body strings may keep tab and line breaks, for multi-line text.
 */
const IN_LINE = /\p{Cc}/u;
const IN_TEXT = /(?![\t\n\r])\p{Cc}/u;
const ANY_CONTROL = /\p{Cc}/gu;

/** The headers the contract reads (lower case, as Node hands them over). */
const CONTRACT_HEADERS = Object.values(AUTH_HEADER).map((name) => name.toLowerCase());

const MESSAGE = '입력한 값에 사용할 수 없는 문자(제어 문자)가 있습니다.';

/** The path of the first string under `value` that `pattern` matches, e.g. `body.items.0.name`. */
function findControl(value: unknown, pattern: RegExp, path: string, depth = 0): string | null {
  if (typeof value === 'string') return pattern.test(value) ? path : null;
  // A raw body (a photo upload) is bytes, not text; walking a Buffer's indices as keys would take
  // seconds for a few MB and find nothing.
  if (ArrayBuffer.isView(value)) return null;
  // JSON nests only as deep as the body limit allows; the contract's deepest body is two levels.
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findControl(value[index], pattern, `${path}.${index}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key in value) {
    // The path goes into the message, so a key with a control character is named without it.
    const at = `${path}.${key.replace(ANY_CONTROL, '?')}`;
    const found =
      (IN_LINE.test(key) ? at : null) ??
      findControl((value as Record<string, unknown>)[key], pattern, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * preValidation of every contract endpoint: a control character anywhere in the params, the query,
 * the contract's headers or a body string answers 400 NOT_MATCHED (code 12) before any schema or
 * database sees it. One check for every field, so a new field cannot forget it.
 */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  const found =
    findControl(request.params, IN_LINE, 'params') ??
    findControl(request.query, IN_LINE, 'query') ??
    findControlInHeaders(request) ??
    findControl(request.body, IN_TEXT, 'body');
  if (found) throw new AppError('NOT_MATCHED', `${MESSAGE} (${found})`);
}

function findControlInHeaders(request: FastifyRequest): string | null {
  for (const name of CONTRACT_HEADERS) {
    const found = findControl(request.headers[name], IN_LINE, `headers.${name}`);
    if (found) return found;
  }
  return null;
}

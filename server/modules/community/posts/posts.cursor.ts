import { AppError } from '../../../http/errors.ts';
import { packCursor, unpackCursor } from '../../../shared/cursor.ts';

/**
 * Keyset cursors of the community's lists: the last row's sort key and post id, as base64url JSON. The
 * list's order is part of the cursor (`o`), so a cursor from one order is refused by another instead of
 * silently skipping rows. Anything that does not decode to the expected shape is code 12.
 */
export type PostCursor =
  | { o: 'latest'; at: string; id: number }
  | { o: 'popular'; score: number; id: number };

export function encodeCursor(cursor: PostCursor): string {
  const key = cursor.o === 'latest' ? cursor.at : cursor.score;
  return packCursor([cursor.o, key, cursor.id]);
}

const malformed = () => new AppError('NOT_MATCHED', '목록의 다음 페이지 정보(cursor)가 올바르지 않습니다.');

export function decodeCursor<O extends PostCursor['o']>(
  value: string | undefined,
  order: O,
): Extract<PostCursor, { o: O }> | null {
  if (value === undefined) return null;
  const parsed = unpackCursor(value);
  if (parsed?.length !== 3 || parsed[0] !== order) throw malformed();
  const [, key, id] = parsed as [string, unknown, unknown];
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw malformed();
  if (order === 'latest') {
    if (typeof key !== 'string' || Number.isNaN(Date.parse(key)) || key.length > 30) throw malformed();
    return { o: 'latest', at: key, id } as Extract<PostCursor, { o: O }>;
  }
  if (typeof key !== 'number' || !Number.isFinite(key)) throw malformed();
  return { o: 'popular', score: key, id } as Extract<PostCursor, { o: O }>;
}

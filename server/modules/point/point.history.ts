/** The star history's cursor: where the next page starts. */
import { AppError } from '../../http/errors.ts';
import type { HistoryPosition } from './point.repository.ts';

/** What a shopper reads for a cursor this server did not write (POINT_MESSAGES.badCursor). */
export const HISTORY_CURSOR_MESSAGE =
  '별 내역의 위치(cursor)가 올바르지 않습니다. 처음부터 다시 불러와 주세요.';

const CURSOR_VERSION = '1';
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The history's cursor: base64url of `1|<occurred_at>|<entry_id>` of the last row of a page, the
 * history's own order, so the next page starts right after it even among rows of the same instant.
 */
export function encodeHistoryCursor(position: HistoryPosition): string {
  return Buffer.from(`${CURSOR_VERSION}|${position.occurredAt}|${position.entryId}`, 'utf8').toString(
    'base64url',
  );
}

/** The position a cursor names; 400 NOT_MATCHED (code 12) for anything `encodeHistoryCursor` did not write. */
export function decodeHistoryCursor(cursor: string): HistoryPosition {
  const [version, occurredAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const entryId = Number(id);
  const position = { occurredAt: occurredAt ?? '', entryId };
  if (
    version !== CURSOR_VERSION ||
    rest.length > 0 ||
    !INSTANT.test(position.occurredAt) ||
    Number.isNaN(Date.parse(position.occurredAt)) ||
    !/^[1-9]\d{0,11}$/.test(id ?? '') ||
    encodeHistoryCursor(position) !== cursor
  ) {
    throw new AppError('NOT_MATCHED', HISTORY_CURSOR_MESSAGE);
  }
  return position;
}

import type { Alarm } from '#contract/alarm.ts';
import { ALARM_TYPE_LABELS, type AlarmType, isAlarmType } from '#contract/rules/alarm-rules.ts';
import { WITHDRAWN_NICKNAME } from '#contract/rules/nickname.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import { packCursor, unpackCursor } from '../../shared/cursor.ts';
import { materialiseFor } from './alarm.materialise.ts';
import { type AlarmRow, countUnread, listVisible, markAllRead, markRead } from './alarm.repository.ts';

// ------------------------------------------------------------------ the cursor

/** The last row's place in the list's order (created_at, alarm_id), as base64url JSON; else code 12. */
export function encodeAlarmCursor(at: string, id: number): string {
  return packCursor(['alarm', at, id]);
}

export function decodeAlarmCursor(value: string | undefined): { at: string; id: number } | null {
  if (value === undefined) return null;
  const malformed = () =>
    new AppError('NOT_MATCHED', '알림 목록의 다음 페이지 정보(cursor)가 올바르지 않습니다.');
  const parsed = unpackCursor(value);
  if (parsed?.length !== 3 || parsed[0] !== 'alarm') throw malformed();
  const [, at, id] = parsed as [string, unknown, unknown];
  if (typeof at !== 'string' || at.length > 30 || Number.isNaN(Date.parse(at))) throw malformed();
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw malformed();
  return { at, id };
}

// ------------------------------------------------------------------ what the member reads

const count = new Intl.NumberFormat('ko-KR');

function actorName(row: AlarmRow): string {
  if (row.actor_withdrawn) return WITHDRAWN_NICKNAME;
  return row.actor_nickname ?? '회원';
}

/** The sentence of one notification, in Korean (contract/alarm.ts `message`). */
export function messageOf(row: AlarmRow): string {
  const name = actorName(row);
  switch (row.alarm_type as AlarmType) {
    case 1:
      if (row.variant === 'reply') return `${name}님이 내 댓글에 답글을 남겼어요.`;
      if (row.variant === 'answer') return `${name}님이 내 질문에 답변을 남겼어요.`;
      return `${name}님이 내 글에 댓글을 남겼어요.`;
    case 2:
      return row.actor_count > 1
        ? `${name}님 외 ${count.format(row.actor_count - 1)}명이 내 글을 좋아해요.`
        : `${name}님이 내 글을 좋아해요.`;
    case 3:
      return `${name}님이 내 답변을 채택했어요.`;
    case 4:
      return row.variant === 'author'
        ? '내가 만든 투표가 마감되었어요. 결과를 확인해 보세요.'
        : '참여한 투표가 마감되었어요. 결과를 확인해 보세요.';
    case 5:
      return `별 ${count.format(row.amount ?? 0)}개가 적립되었어요.`;
    case 6:
      return `별 ${count.format(row.amount ?? 0)}개가 곧 소멸돼요.`;
    case 7:
      return '새 공지사항이 올라왔어요.';
    case 8:
      return '응모하신 이벤트의 결과가 발표되었어요.';
    // Product alerts (docs/product-alerts.md): the product, deal or store (and the prices) are the detail.
    case 9:
      return '재입고 알림을 신청한 상품이 다시 들어왔어요.';
    case 10:
      return '오픈 알림을 신청한 딜이 시작되었어요.';
    case 11:
      return '찜한 상품의 가격이 내렸어요.';
    case 12:
      return '찜한 상점에 새 상품이 올라왔어요.';
  }
}

function alarmOf(row: AlarmRow): Alarm | null {
  if (!isAlarmType(row.alarm_type)) return null;
  return {
    alarmId: row.alarm_id,
    alarmType: row.alarm_type,
    label: ALARM_TYPE_LABELS[row.alarm_type],
    message: messageOf(row),
    detail: row.detail,
    link: row.link,
    isRead: row.read_at !== null,
    createdAt: row.created_at,
  };
}

export async function alarmCount(ctx: ServiceContext, memberId: number): Promise<{ unreadCount: number }> {
  await materialiseFor(ctx.db, memberId, ctx.now);
  return { unreadCount: await countUnread(ctx.db, memberId) };
}

export async function alarmList(
  ctx: ServiceContext,
  memberId: number,
  query: { alarmType?: number | undefined; cursor?: string | undefined; size: number },
): Promise<{ alarms: Alarm[]; nextCursor: string | null; unreadCount: number }> {
  const after = decodeAlarmCursor(query.cursor);
  if (after === null) await materialiseFor(ctx.db, memberId, ctx.now);
  const rows = await listVisible(ctx.db, {
    memberId,
    type: query.alarmType,
    after,
    limit: query.size + 1,
  });
  const page = rows.slice(0, query.size);
  const last = page.at(-1);
  return {
    alarms: page.flatMap((row) => alarmOf(row) ?? []),
    nextCursor: rows.length > query.size && last ? encodeAlarmCursor(last.created_at, last.alarm_id) : null,
    unreadCount: await countUnread(ctx.db, memberId),
  };
}

export async function readOne(
  ctx: ServiceContext,
  memberId: number,
  alarmId: number,
): Promise<{ alarmId: number; unreadCount: number }> {
  if (!(await markRead(ctx.db, memberId, alarmId, ctx.now.toISOString()))) {
    throw notFound('알림을 찾을 수 없습니다.');
  }
  return { alarmId, unreadCount: await countUnread(ctx.db, memberId) };
}

export async function readAll(ctx: ServiceContext, memberId: number): Promise<{ unreadCount: number }> {
  await markAllRead(ctx.db, memberId, ctx.now.toISOString());
  return { unreadCount: await countUnread(ctx.db, memberId) };
}

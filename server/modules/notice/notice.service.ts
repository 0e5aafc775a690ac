import type { NoticeDetail, NoticeSummary } from '#contract/notice.ts';
import type { Db } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { type PageRequest, pageInfo, pageWindow } from '../../shared/paging.ts';
import { findLastNotice, findPublishedNotice, listPublishedNotices } from './notice.repository.ts';

export async function noticeList(db: Db, request: PageRequest) {
  const { offset, limit } = pageWindow(request);
  const { notices, totalCount } = await listPublishedNotices(db, offset, limit);
  return { notices, pageInfo: pageInfo(request, totalCount) };
}

export async function noticeDetail(db: Db, noticeId: number): Promise<{ notice: NoticeDetail }> {
  const notice = await findPublishedNotice(db, noticeId);
  // An unpublished notice is as absent as an unknown one: the list never showed it.
  if (!notice) throw notFound('공지사항을 찾을 수 없습니다. 삭제되었거나 비공개로 바뀌었을 수 있어요.');
  return { notice };
}

export async function lastNotice(db: Db): Promise<{ notice: NoticeSummary | null }> {
  return { notice: (await findLastNotice(db)) ?? null };
}

/** A notice's plain-text summary (list lines, link previews): its body without tags, at most 120 characters. */
export function noticeSummary(bodyHtml: string): string {
  const text = bodyHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

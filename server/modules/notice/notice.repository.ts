import type { Selectable } from 'kysely';
import type { NoticeDetail, NoticeSummary } from '#contract/notice.ts';
import type { Db, NoticeTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../account/account.repository.ts';

type NoticeRow = Selectable<NoticeTable>;

const SUMMARY_COLUMNS = [
  'notice_id',
  'title',
  'summary',
  'image_url',
  'pinned',
  'created_at',
  'updated_at',
] as const;

function toSummary(row: Omit<NoticeRow, 'body_html' | 'published'>): NoticeSummary {
  return {
    noticeId: row.notice_id,
    title: row.title,
    summary: row.summary,
    imageUrl: row.image_url,
    pinned: row.pinned === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Published notices, pinned first, then newest first (the index notice_list_idx of 0014_notice). */
export async function listPublishedNotices(db: Db, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('notice')
      .select(SUMMARY_COLUMNS)
      .where('published', '=', 1)
      .orderBy('pinned', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('notice_id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('notice')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('published', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return { notices: rows.map(toSummary), totalCount: Number(count.n) };
}

/** The newest published notice whether pinned or not; undefined when none is published. */
export async function findLastNotice(db: Db): Promise<NoticeSummary | undefined> {
  const row = await db
    .selectFrom('notice')
    .select(SUMMARY_COLUMNS)
    .where('published', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('notice_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toSummary(row);
}

export async function findPublishedNotice(db: Db, noticeId: number): Promise<NoticeDetail | undefined> {
  const row = await db
    .selectFrom('notice')
    .select([...SUMMARY_COLUMNS, 'body_html'])
    .where('notice_id', '=', noticeId)
    .where('published', '=', 1)
    .executeTakeFirst();
  return row && { ...toSummary(row), bodyHtml: row.body_html };
}

/** Any notice, published or not (the admin commands). */
export async function findNoticeRow(db: Db, noticeId: number): Promise<NoticeRow | undefined> {
  return db.selectFrom('notice').selectAll().where('notice_id', '=', noticeId).executeTakeFirst();
}

/** Every notice for the operator's list, newest first. */
export async function listAllNotices(db: Db): Promise<NoticeRow[]> {
  return db.selectFrom('notice').selectAll().orderBy('notice_id', 'desc').execute();
}

export type NewNotice = Omit<NoticeRow, 'notice_id'>;

/** Attempts before a crowd of concurrent `notice add` gives up on a free id (never seen in practice). */
const INSERT_ATTEMPTS = 50;

/**
 * notice_id is a plain integer key (0001 made it so, and the seed writes its own ids), not a
 * generated one. The next id is max + 1; when two adds race on PostgreSQL (SQLite has one writer),
 * both read the same max, one meets the primary key and simply reads the max again.
 */
export async function insertNotice(db: Db, notice: NewNotice): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const { top } = await db
      .selectFrom('notice')
      .select((eb) => eb.fn.max('notice_id').as('top'))
      .executeTakeFirstOrThrow();
    const noticeId = Number(top ?? 0) + 1;
    try {
      await db
        .insertInto('notice')
        .values({ notice_id: noticeId, ...notice })
        .execute();
      return noticeId;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= INSERT_ATTEMPTS) throw error;
    }
  }
}

export async function updateNotice(
  db: Db,
  noticeId: number,
  changes: Partial<Omit<NoticeRow, 'notice_id'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('notice')
    .set(changes)
    .where('notice_id', '=', noticeId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

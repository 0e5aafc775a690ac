import type { Db } from '../../db/schema.ts';

/** Published or not: only a verified preview reaches this. */
export async function findNotice(db: Db, noticeId: number) {
  return db
    .selectFrom('notice')
    .select(['notice_id', 'title', 'body_html', 'published', 'created_at'])
    .where('notice_id', '=', noticeId)
    .executeTakeFirst();
}

/** Whether the content a preview link would name exists at all (the admin CLI checks before signing). */
export async function previewTargetExists(db: Db, kind: 'deal' | 'period' | 'event' | 'notice', id: number) {
  const row =
    kind === 'deal'
      ? await db.selectFrom('deal').select('deal_id as id').where('deal_id', '=', id).executeTakeFirst()
      : kind === 'period'
        ? await db
            .selectFrom('period')
            .select('period_id as id')
            .where('period_id', '=', id)
            .executeTakeFirst()
        : kind === 'event'
          ? await db
              .selectFrom('event')
              .select('event_id as id')
              .where('event_id', '=', id)
              .executeTakeFirst()
          : await db
              .selectFrom('notice')
              .select('notice_id as id')
              .where('notice_id', '=', id)
              .executeTakeFirst();
  return row !== undefined;
}

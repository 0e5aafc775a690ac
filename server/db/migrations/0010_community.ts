import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The community (server/modules/community): posts of three types, their replies, votes, likes,
 * clippings, reports, views and shares, and the operator's banned words. Counters on the post and reply
 * rows are kept in the same transaction as the row that changes them, so lists never count; the
 * popularity score is stored (contract/rules/community-rules.ts explains why it never needs recomputing as
 * time passes). No foreign key to member: a withdrawn member's content stays, anonymised.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (table: string, column: string) =>
    db.schema
      .createTable(table)
      .addColumn(column, 'integer', (c) =>
        postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      );

  await withId('community_post', 'post_id')
    /** 'dashboard' | 'qna' | 'survey' */
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)')
    .addColumn('body', 'text', (c) => c.notNull())
    /** contract/rules/search-text.ts forms of title + body: spaces removed, and initial consonants. */
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('search_choseong', 'text', (c) => c.notNull())
    /** 'visible' | 'hidden' (reported, pending review) | 'deleted' */
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('visible'))
    /** Asia/Seoul YYYY-MM-DD of created_at: the daily board's day. */
    .addColumn('board_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)')
    .addColumn('deleted_at', 'varchar(30)')
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clip_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('share_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('popularity', 'double precision', (c) => c.notNull().defaultTo(0))
    /** Q&A: the accepted reply, null while the question is open. */
    .addColumn('accepted_reply_id', 'integer')
    /** Votes: when voting ends. */
    .addColumn('closes_at', 'varchar(30)')
    .addCheckConstraint(
      'community_post_counts_ck',
      sql`like_count >= 0 and clip_count >= 0 and reply_count >= 0 and view_count >= 0 and share_count >= 0 and report_count >= 0`,
    )
    .execute();
  await db.schema
    .createIndex('community_post_type_created_idx')
    .on('community_post')
    .columns(['type', 'status', 'created_at', 'post_id'])
    .execute();
  await db.schema
    .createIndex('community_post_popular_idx')
    .on('community_post')
    .columns(['status', 'popularity', 'post_id'])
    .execute();
  await db.schema
    .createIndex('community_post_type_popular_idx')
    .on('community_post')
    .columns(['type', 'status', 'popularity', 'post_id'])
    .execute();
  await db.schema
    .createIndex('community_post_board_date_idx')
    .on('community_post')
    .columns(['type', 'status', 'board_date', 'created_at', 'post_id'])
    .execute();
  await db.schema
    .createIndex('community_post_member_idx')
    .on('community_post')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('community_post_photo')
    .addColumn('post_id', 'integer', (c) =>
      c.notNull().references('community_post.post_id').onDelete('cascade'),
    )
    .addColumn('photo_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('community_post_photo_pk', ['post_id', 'position'])
    .addUniqueConstraint('community_post_photo_photo_uq', ['photo_id'])
    .execute();

  await db.schema
    .createTable('community_post_product')
    .addColumn('post_id', 'integer', (c) =>
      c.notNull().references('community_post.post_id').onDelete('cascade'),
    )
    .addColumn('product_no', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('community_post_product_pk', ['post_id', 'product_no'])
    .execute();

  await withId('community_survey_option', 'option_id')
    .addColumn('post_id', 'integer', (c) =>
      c.notNull().references('community_post.post_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'varchar(100)', (c) => c.notNull())
    .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('community_survey_option_votes_ck', sql`vote_count >= 0`)
    .execute();
  await db.schema
    .createIndex('community_survey_option_post_idx')
    .on('community_survey_option')
    .columns(['post_id', 'position'])
    .execute();

  await db.schema
    .createTable('community_vote')
    .addColumn('post_id', 'integer', (c) =>
      c.notNull().references('community_post.post_id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('option_id', 'integer', (c) => c.notNull())
    .addColumn('voted_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('community_vote_pk', ['post_id', 'member_id'])
    .execute();

  await withId('community_reply', 'reply_id')
    .addColumn('post_id', 'integer', (c) =>
      c.notNull().references('community_post.post_id').onDelete('cascade'),
    )
    /** One level of nesting: the parent is always a top-level reply. */
    .addColumn('parent_reply_id', 'integer')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    /** 'visible' | 'hidden' | 'deleted' */
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('visible'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)')
    .addColumn('deleted_at', 'varchar(30)')
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('community_reply_counts_ck', sql`like_count >= 0 and report_count >= 0`)
    .execute();
  await db.schema
    .createIndex('community_reply_post_idx')
    .on('community_reply')
    .columns(['post_id', 'parent_reply_id', 'reply_id'])
    .execute();
  await db.schema
    .createIndex('community_reply_member_idx')
    .on('community_reply')
    .columns(['member_id', 'created_at'])
    .execute();

  /** Likes of posts and replies, and clippings of posts: one row per member and target is the state. */
  await db.schema
    .createTable('community_reaction')
    /** 'post-like' | 'reply-like' | 'post-clip' */
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('community_reaction_pk', ['kind', 'target_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('community_reaction_member_idx')
    .on('community_reaction')
    .columns(['member_id', 'kind', 'created_at'])
    .execute();

  await db.schema
    .createTable('community_report')
    /** 'post' | 'reply' */
    .addColumn('target_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('detail', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('community_report_pk', ['target_type', 'target_id', 'member_id'])
    .execute();

  /** The last counted view of a post by one viewer (member:N or device:UUID). */
  await db.schema
    .createTable('community_view')
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('viewer', 'varchar(80)', (c) => c.notNull())
    .addColumn('counted_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('community_view_pk', ['post_id', 'viewer'])
    .execute();

  await withId('community_share', 'share_id')
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('device_uuid', 'varchar(80)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  /** The operator's banned words (npm run admin -- community words ...); the seed ships a list. */
  await db.schema
    .createTable('banned_word')
    .addColumn('word', 'varchar(50)', (c) => c.primaryKey())
    /** 1: matches only as a whole word (시발 in 시발점 is not an insult). */
    .addColumn('whole_word', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'banned_word',
    'community_share',
    'community_view',
    'community_report',
    'community_reaction',
    'community_reply',
    'community_vote',
    'community_survey_option',
    'community_post_product',
    'community_post_photo',
    'community_post',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

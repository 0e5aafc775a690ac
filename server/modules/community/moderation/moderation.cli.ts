import { popularityScore } from '#contract/rules/community-rules.ts';
import type { ContentStatus } from '../../../db/schema-community.ts';
import type { CliContext } from '../../../shared/context.ts';
import { communityReadCache } from '../shared/community.read-cache.ts';

/**
 * `npm run admin -- community hidden|restore|delete post|reply <id>`: the operator's moderation.
 * hidden keeps the content for its author and shows HIDDEN_CONTENT_TEXT to everyone else (what enough
 * reports do on their own); restore makes it visible again (also after a report or a deletion); delete
 * removes it from every list and page. A reply entering or leaving 'deleted' changes its post's
 * reply_count (and popularity) in the same transaction, and a deleted accepted answer reopens its question.
 */
export const COMMUNITY_MODERATION_USAGE = `  community hidden <post|reply> <번호>   커뮤니티 글·댓글 숨김 (작성자만 볼 수 있음)
  community restore <post|reply> <번호>  숨김·삭제된 글·댓글 다시 보이기
  community delete <post|reply> <번호>   커뮤니티 글·댓글 삭제`;

const ACTIONS = { hidden: 'hidden', restore: 'visible', delete: 'deleted' } as const satisfies Record<
  string,
  ContentStatus
>;
export type ModerationAction = keyof typeof ACTIONS;

export interface ModerationCommand {
  action: ModerationAction;
  target: 'post' | 'reply';
  id: number;
}

export function parseModerationCommand(
  args: readonly string[],
): { command: ModerationCommand } | { error: string } {
  const [action, target, id, ...rest] = args;
  if (!action || !(action in ACTIONS)) {
    return { error: `community 다음에는 hidden, restore, delete 중 하나를 적어 주세요: ${action ?? ''}` };
  }
  if (target !== 'post' && target !== 'reply') return { error: '대상은 post 또는 reply 여야 합니다.' };
  if (!id || !/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2_147_483_647 || rest.length > 0) {
    return { error: '번호는 1 이상의 정수 하나여야 합니다.' };
  }
  return { command: { action: action as ModerationAction, target, id: Number(id) } };
}

const STATUS_LABEL: Record<ContentStatus, string> = { visible: '보임', hidden: '숨김', deleted: '삭제' };

/** Exit codes: 0 done (or already so), 1 no such post or reply. */
export async function executeModeration(ctx: CliContext, command: ModerationCommand): Promise<number> {
  const status = ACTIONS[command.action];
  const nowIso = ctx.now.toISOString();
  const what = command.target === 'post' ? '글' : '댓글';
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    if (command.target === 'post') {
      const row = await trx
        .selectFrom('community_post')
        .select('status')
        .where('post_id', '=', command.id)
        .executeTakeFirst();
      if (!row) return null;
      if (row.status === status) return { before: row.status, changed: false };
      await trx
        .updateTable('community_post')
        .set({ status, deleted_at: status === 'deleted' ? nowIso : null })
        .where('post_id', '=', command.id)
        .execute();
      return { before: row.status, changed: true };
    }
    const reply = await trx
      .selectFrom('community_reply')
      .select(['status', 'post_id'])
      .where('reply_id', '=', command.id)
      .executeTakeFirst();
    if (!reply) return null;
    if (reply.status === status) return { before: reply.status, changed: false };
    await trx
      .updateTable('community_reply')
      .set({ status, deleted_at: status === 'deleted' ? nowIso : null })
      .where('reply_id', '=', command.id)
      .execute();
    const delta = status === 'deleted' ? -1 : reply.status === 'deleted' ? 1 : 0;
    if (delta !== 0) {
      const post = await trx
        .updateTable('community_post')
        .set((eb) => ({ reply_count: eb('reply_count', '+', delta) }))
        .where('post_id', '=', reply.post_id)
        .where((eb) => eb(eb('reply_count', '+', delta), '>=', 0))
        .returning(['like_count', 'clip_count', 'reply_count', 'view_count', 'created_at'])
        .executeTakeFirst();
      if (post) {
        const popularity = popularityScore(
          {
            likeCount: post.like_count,
            clipCount: post.clip_count,
            replyCount: post.reply_count,
            viewCount: post.view_count,
          },
          new Date(post.created_at),
        );
        await trx
          .updateTable('community_post')
          .set({ popularity })
          .where('post_id', '=', reply.post_id)
          .execute();
      }
    }
    if (status === 'deleted') {
      await trx
        .updateTable('community_post')
        .set({ accepted_reply_id: null })
        .where('post_id', '=', reply.post_id)
        .where('accepted_reply_id', '=', command.id)
        .execute();
    }
    return { before: reply.status, changed: true };
  });
  if (!outcome) {
    ctx.io.err(`${what} #${command.id} 을(를) 찾을 수 없습니다.`);
    return 1;
  }
  // Run inside a server (or a test's app) on this database, its readers see the change at once; from
  // `npm run admin` the servers' caches show it within their time to live (docs/community.md).
  if (outcome.changed) communityReadCache(ctx.db).invalidate();
  ctx.io.out(
    outcome.changed
      ? `${what} #${command.id}: ${STATUS_LABEL[outcome.before]} → ${STATUS_LABEL[status]}`
      : `${what} #${command.id} 은(는) 이미 ${STATUS_LABEL[status]} 상태입니다.`,
  );
  return 0;
}

/** For cli.ts: parses, runs, and prints the usage on bad arguments (exit code 2). */
export async function runModerationCli(ctx: CliContext, args: readonly string[]): Promise<number> {
  const parsed = parseModerationCommand(args);
  if ('error' in parsed) {
    ctx.io.err(parsed.error);
    ctx.io.err(COMMUNITY_MODERATION_USAGE);
    return 2;
  }
  return executeModeration(ctx, parsed.command);
}

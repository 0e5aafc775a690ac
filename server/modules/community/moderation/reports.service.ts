import type { z } from 'zod';
import type { toastItemSchema } from '#contract/endpoint.ts';
import { REPORT_HIDE_THRESHOLD, type ReportReason, textLength } from '#contract/rules/community-rules.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import type { ServiceContext } from '../../../shared/context.ts';
import type { AuthMember } from '../../auth/auth.guard.ts';
import { assertCanAct } from '../shared/community.guard.ts';

/**
 * Reports (POST /accuse). One report per member and target (the primary key of community_report; a
 * second is 409 code 18); one's own post or reply cannot be reported (12: its author deletes or edits
 * it instead, and a self-report would count towards hiding); a deleted or unknown target is 404. The target's report_count moves in the same transaction as the
 * report row, and the report that brings it to exactly REPORT_HIDE_THRESHOLD hides a visible target:
 * the counter update serialises parallel reports, so exactly one of them sees the threshold. Content an
 * operator has restored after review is not hidden again by later reports.
 */

type ToastItem = z.infer<typeof toastItemSchema>;

export interface ReportInput {
  targetType: 'post' | 'reply';
  targetId: number;
  reason: ReportReason;
  detail?: string | undefined;
}

export const REPORT_DETAIL_MAX = 200;

export async function reportContent(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  member: AuthMember,
  input: ReportInput,
): Promise<{ reported: true; toastItems: ToastItem[] }> {
  assertCanAct(member);
  const detail = input.detail?.trim() || null;
  if (detail !== null && textLength(detail) > REPORT_DETAIL_MAX) {
    throw new AppError('OUT_OF_RANGE', `신고 내용은 ${REPORT_DETAIL_MAX}자까지 쓸 수 있습니다.`);
  }
  const target =
    input.targetType === 'post'
      ? await ctx.db
          .selectFrom('community_post')
          .select('member_id')
          .where('post_id', '=', input.targetId)
          .where('status', '<>', 'deleted')
          .executeTakeFirst()
      : await ctx.db
          .selectFrom('community_reply as r')
          .innerJoin('community_post as p', 'p.post_id', 'r.post_id')
          .select('r.member_id')
          .where('r.reply_id', '=', input.targetId)
          .where('r.status', '<>', 'deleted')
          .where('p.status', '<>', 'deleted')
          .executeTakeFirst();
  if (!target) {
    throw notFound(input.targetType === 'post' ? '글을 찾을 수 없습니다.' : '댓글을 찾을 수 없습니다.');
  }
  if (target.member_id === member.memberId)
    throw new AppError('NOT_MATCHED', '내가 쓴 글은 신고할 수 없습니다.');

  await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('community_report')
      .values({
        target_type: input.targetType,
        target_id: input.targetId,
        member_id: member.memberId,
        reason: input.reason,
        detail,
        created_at: ctx.now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['target_type', 'target_id', 'member_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) {
      throw new AppError('DUPLICATED_REQUEST', '이미 신고한 글입니다.');
    }
    const counted =
      input.targetType === 'post'
        ? await trx
            .updateTable('community_post')
            .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
            .where('post_id', '=', input.targetId)
            .returning(['report_count', 'status'])
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('community_reply')
            .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
            .where('reply_id', '=', input.targetId)
            .returning(['report_count', 'status'])
            .executeTakeFirstOrThrow();
    if (counted.report_count !== REPORT_HIDE_THRESHOLD || counted.status !== 'visible') return;
    if (input.targetType === 'post') {
      await trx
        .updateTable('community_post')
        .set({ status: 'hidden' })
        .where('post_id', '=', input.targetId)
        .where('status', '=', 'visible')
        .execute();
    } else {
      await trx
        .updateTable('community_reply')
        .set({ status: 'hidden' })
        .where('reply_id', '=', input.targetId)
        .where('status', '=', 'visible')
        .execute();
    }
  });
  return { reported: true, toastItems: [{ phrase: '신고가 접수되었습니다. 검토 후 조치하겠습니다.' }] };
}

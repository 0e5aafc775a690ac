import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { findMembersByIdOrEmail } from './account.repository.ts';
import { withdrawAccount } from './account.withdrawal.ts';

/** `npm run admin -- withdraw <member> "<reason>"`: the operator closes an account (forced withdrawal). */
export const WITHDRAW_USAGE =
  '  withdraw <회원번호|이메일> "<사유>"   강제 탈퇴 (개인정보 삭제, 로그인 종료; 별은 1개월간 전환 가능)';

export interface AccountCliContext {
  db: Kysely<DB>;
  io: { out(line: string): void; err(line: string): void };
  now: Date;
}

export async function runWithdrawCli(ctx: AccountCliContext, args: readonly string[]): Promise<number> {
  const [key, ...words] = args;
  const reason = words.join(' ').trim();
  if (!key || reason === '') {
    ctx.io.err('withdraw 다음에는 회원(회원번호 또는 이메일)과 사유를 적어 주세요.');
    ctx.io.err(WITHDRAW_USAGE);
    return 2;
  }
  if (reason.length > 500) {
    ctx.io.err('사유는 500자 이하여야 합니다.');
    return 2;
  }
  const members = await findMembersByIdOrEmail(ctx.db, key);
  if (members.length !== 1) {
    ctx.io.err(
      members.length === 0
        ? `회원을 찾을 수 없습니다: ${key}`
        : `이메일 ${key} 을(를) 쓰는 회원이 여럿입니다. 회원번호로 지정해 주세요.`,
    );
    return 1;
  }
  const member = members[0]!;
  try {
    await withdrawAccount(ctx.db, {
      memberId: member.member_id,
      reasonCode: 'OTHER',
      reason,
      forced: true,
      now: ctx.now,
    });
  } catch (error) {
    if (error instanceof AppError) {
      ctx.io.err(`회원 #${member.member_id}: ${error.body.message}`);
      return 1;
    }
    throw error;
  }
  ctx.io.out(`회원 #${member.member_id} 을(를) 강제 탈퇴 처리했습니다. 사유: ${reason}`);
  return 0;
}

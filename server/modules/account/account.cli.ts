import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { seoulClock, seoulDate } from '#contract/rules/seoul-time.ts';
import type { AppConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

import { mountDevShopAccounts } from '../dev-shop/dev-shop.accounts.ts';

import { closeDueForcedWithdrawals, forceWithdraw } from './account.forced-withdrawal.ts';

import { findMembersByIdOrEmail } from './account.repository.ts';

import { createShopAccounts, type ShopAccounts, shopAccountsOptions } from './shop-accounts.ts';

/**
 * `npm run admin -- member force-withdraw <member> "<reason>"` and `member close-due`: the operator's
 * forced withdrawal, a month of exchanging stars, then the account closed (account.forced-withdrawal.ts).
 */
export const MEMBER_USAGE = `  member force-withdraw <회원번호|이메일> "<사유>"  강제 탈퇴: 1개월간 별 조회·전환만 가능 (사유는 회원에게 표시), 이후 남은 별 소멸·계정 닫힘
  member close-due                   강제 탈퇴 후 1개월이 지난 계정 닫기 (남은 별 소멸, 개인정보 삭제, 로그인 종료; 매일 실행)`;

/** The command's former name: it closed the account at once, leaving no month to exchange the stars. */
export const WITHDRAW_MOVED =
  'withdraw 명령은 member force-withdraw 로 바뀌었습니다: 강제 탈퇴한 회원은 1개월간 별을 전환할 수 있고, 그 뒤 member close-due 가 계정을 닫습니다.';

export interface AccountCliContext {
  db: Kysely<DB>;
  io: { out(line: string): void; err(line: string): void };
  now: Date;
  /** The shop adapter, opened only by `close-due` (cli.ts: openShopAccounts). */
  shopAccounts?: (() => Promise<OpenShopAccounts>) | undefined;
}

/** An instant as the operator reads it: the Seoul date and time. */
function seoulTime(at: Date): string {
  return `${seoulDate(at)} ${seoulClock(at)} (한국 시간)`;
}

async function forceWithdrawCommand(ctx: AccountCliContext, args: readonly string[]): Promise<number> {
  const [key, ...words] = args;
  const reason = words.join(' ').trim();
  if (!key || reason === '') {
    ctx.io.err('member force-withdraw 다음에는 회원(회원번호 또는 이메일)과 사유를 적어 주세요.');
    ctx.io.err(MEMBER_USAGE);
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
    const result = await forceWithdraw(ctx.db, { memberId: member.member_id, reason, now: ctx.now });
    if (result.status === 'already') {
      ctx.io.out(
        `회원 #${member.member_id} 은(는) 이미 강제 탈퇴 처리되었습니다 (사유: ${result.reason ?? ''}). 계정은 ${seoulTime(result.endsAt)}에 닫힙니다.`,
      );
      return 0;
    }
    ctx.io.out(
      `회원 #${member.member_id} 을(를) 강제 탈퇴 처리했습니다. 사유: ${reason}. ${seoulTime(result.endsAt)}까지 별 조회와 전환만 할 수 있고, 그때 남은 별은 소멸되며 계정은 member close-due 로 닫힙니다.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      ctx.io.err(`회원 #${member.member_id}: ${error.body.message}`);
      return 1;
    }
    throw error;
  }
}

async function closeDueCommand(ctx: AccountCliContext, args: readonly string[]): Promise<number> {
  if (args.length > 0) {
    ctx.io.err('member close-due 에는 인자가 없습니다.');
    return 2;
  }
  if (!ctx.shopAccounts) throw new Error('member close-due needs the shop adapter');
  const shop = await ctx.shopAccounts();
  try {
    const { closed, waiting, shopFailed } = await closeDueForcedWithdrawals(
      ctx.db,
      { accounts: shop.accounts },
      ctx.now,
    );
    for (const memberId of closed) ctx.io.out(`회원 #${memberId}: 남은 별을 소멸하고 계정을 닫았습니다.`);
    for (const { memberId, reason } of shopFailed) {
      ctx.io.err(
        `회원 #${memberId}: 쇼핑몰 계정을 닫지 못해 그대로 두었습니다 (${reason}). 다음 실행 때 다시 시도합니다.`,
      );
    }
    ctx.io.out(
      `강제 탈퇴 1개월이 지난 계정 ${closed.length}개를 닫았습니다 (아직 기간 중인 계정 ${waiting}개${shopFailed.length > 0 ? `, 쇼핑몰이 닫지 않은 계정 ${shopFailed.length}개` : ''}).`,
    );
    return shopFailed.length > 0 ? 1 : 0;
  } finally {
    await shop.close();
  }
}

export async function runMemberCli(ctx: AccountCliContext, args: readonly string[]): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'force-withdraw') return forceWithdrawCommand(ctx, rest);
  if (action === 'close-due') return closeDueCommand(ctx, rest);
  ctx.io.err('member 다음에는 force-withdraw 또는 close-due 를 적어 주세요.');
  ctx.io.err(MEMBER_USAGE);
  return 2;
}

export interface OpenShopAccounts {
  accounts: ShopAccounts;
  close(): Promise<void>;
}

/**
 * The shop adapter for a command run outside the server. When the config names the development shop
 * (a path: SHOP_ACCOUNTS_URL unset outside production), this process runs its own accounts API on
 * the same database, as the server embeds one; it answers as SHOP_ACCOUNTS_DEV_ANSWER says.
 */
export async function openShopAccounts(config: AppConfig, db: Kysely<DB>): Promise<OpenShopAccounts> {
  const options = shopAccountsOptions(config);
  const app = Fastify({ logger: false });
  if (options.baseUrl?.startsWith('/'))
    mountDevShopAccounts(app, { db: () => db, now: () => new Date(), config });
  await app.ready();
  // No member's request chooses the development shop's answer here: the config does.
  const accounts = createShopAccounts(app, { ...options, forwardDevAnswer: false });
  return { accounts, close: () => app.close() };
}

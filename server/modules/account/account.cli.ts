import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { versionSchema } from '#contract/account.ts';
import { SOCIAL_CHANNEL } from '#contract/constants.ts';
import { seoulClock, seoulDate } from '#contract/rules/seoul-time.ts';
import type { AppConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { type CliContext, type CliGroup, wordsAfter } from '../../shared/context.ts';
import { forcedWithdrawalEndsAt } from '../auth/auth.ban.ts';

import { mountDevShopAccounts } from '../dev-shop/dev-shop.accounts.ts';

import { closeDueForcedWithdrawals, forceWithdraw } from './account.forced-withdrawal.ts';

import {
  findMembersByIdOrEmail,
  listMembers,
  type MemberRow,
  readAppState,
  requireTermsAgreement,
  updateAppState,
  updateMember,
} from './account.repository.ts';

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

export interface MemberCliContext extends CliContext {
  /** The shop adapter, opened only by `close-due` (server/admin/cli.ts: openShopAccounts). */
  shopAccounts?: (() => Promise<OpenShopAccounts>) | undefined;
}

/** An instant as the operator reads it: the Seoul date and time. */
function seoulTime(at: Date): string {
  return `${seoulDate(at)} ${seoulClock(at)} (한국 시간)`;
}

async function forceWithdrawCommand(ctx: MemberCliContext, args: readonly string[]): Promise<number> {
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

async function closeDueCommand(ctx: MemberCliContext, args: readonly string[]): Promise<number> {
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

export async function runMemberCli(ctx: MemberCliContext, args: readonly string[]): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'force-withdraw') return forceWithdrawCommand(ctx, rest);
  if (action === 'close-due') return closeDueCommand(ctx, rest);
  ctx.io.err('member 다음에는 force-withdraw 또는 close-due 를 적어 주세요.');
  ctx.io.err(MEMBER_USAGE);
  return 2;
}

/** `member ...`, and the old `withdraw`, which only points to `member force-withdraw`. */
export const memberCli: CliGroup<readonly string[], MemberCliContext> = {
  commands: ['member', 'withdraw'],
  usage: MEMBER_USAGE,
  parse: (args) =>
    args[0] === 'withdraw' ? { error: WITHDRAW_MOVED, usage: MEMBER_USAGE } : wordsAfter(1)(args),
  run: runMemberCli,
};

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

/**
 * The service's state and the members (`npm run admin -- maintenance|web-version|app-min-version|ban|
 * unban|terms-change|list-members|status`). They write to the database, so every server instance
 * sees the change on its next read; nothing needs restarting.
 */
export const ACCOUNT_USAGE = `  maintenance on|off                 서비스 점검 모드 켜기/끄기
  web-version <x.y.z>|reset          안내할 웹 버전 (reset: 서버 빌드 버전으로)
  app-min-version android|ios <x.y.z> 앱 최소 버전
  ban <회원번호|이메일> "<안내 문구>"   회원 이용 정지 (로그인은 되며 안내 문구가 표시됩니다)
  unban <회원번호|이메일>              이용 정지 해제
  terms-change <회원번호|이메일|all>   변경 약관 동의 다시 받기
  list-members [개수]                 최근 가입 회원 목록 (기본 20명)
  status                             점검·버전 상태 보기`;

export type AccountCommand =
  | { name: 'maintenance'; on: boolean }
  | { name: 'web-version'; version: string | null }
  | { name: 'app-min-version'; platform: 'android' | 'ios'; version: string }
  | { name: 'ban'; member: string; message: string }
  | { name: 'unban'; member: string }
  | { name: 'terms-change'; member: string }
  | { name: 'list-members'; limit: number }
  | { name: 'status' };

const isVersion = (value: string | undefined): value is string =>
  value !== undefined && versionSchema.safeParse(value).success;

/** Reads the command line without touching the database, so bad input fails fast with exit code 2. */
export function parseAccountCommand(
  args: readonly string[],
): { command: AccountCommand } | { error: string } {
  const [name, ...rest] = args;
  const arity = (count: number) => rest.length === count;
  switch (name) {
    case 'maintenance':
      if (arity(1) && (rest[0] === 'on' || rest[0] === 'off')) {
        return { command: { name: 'maintenance', on: rest[0] === 'on' } };
      }
      return { error: 'maintenance 다음에는 on 또는 off 를 적어 주세요.' };
    case 'web-version':
      if (arity(1) && rest[0] === 'reset') return { command: { name: 'web-version', version: null } };
      if (arity(1) && isVersion(rest[0])) return { command: { name: 'web-version', version: rest[0] } };
      return { error: '웹 버전은 x.y.z 형식(예: 2.30.0) 또는 reset 이어야 합니다.' };
    case 'app-min-version': {
      const [platform, version] = rest;
      if (arity(2) && (platform === 'android' || platform === 'ios') && isVersion(version)) {
        return { command: { name: 'app-min-version', platform, version } };
      }
      return { error: 'app-min-version android|ios <x.y.z> 형식으로 적어 주세요.' };
    }
    case 'ban': {
      const [member, ...words] = rest;
      const message = words.join(' ').trim();
      if (!member || message === '') return { error: 'ban 다음에는 회원과 안내 문구를 적어 주세요.' };
      if (message.length > 500) return { error: '안내 문구는 500자 이하여야 합니다.' };
      return { command: { name: 'ban', member, message } };
    }
    case 'unban':
      if (arity(1) && rest[0]) return { command: { name: 'unban', member: rest[0] } };
      return { error: 'unban 다음에는 회원 한 명(회원번호 또는 이메일)을 적어 주세요.' };
    case 'terms-change':
      if (arity(1) && rest[0]) return { command: { name: 'terms-change', member: rest[0] } };
      return { error: 'terms-change 다음에는 회원(회원번호 또는 이메일) 또는 all 을 적어 주세요.' };
    case 'list-members': {
      if (rest.length === 0) return { command: { name: 'list-members', limit: 20 } };
      const limit = Number(rest[0]);
      if (arity(1) && Number.isInteger(limit) && limit >= 1 && limit <= 1000) {
        return { command: { name: 'list-members', limit } };
      }
      return { error: '개수는 1에서 1000 사이의 정수여야 합니다.' };
    }
    case 'status':
      if (arity(0)) return { command: { name: 'status' } };
      return { error: 'status 에는 인자가 없습니다.' };
    default:
      return { error: `알 수 없는 명령입니다: ${name}` };
  }
}

export interface AccountCliContext extends CliContext {
  /** The web version the server announces when none is set (config WEB_VERSION). */
  builtWebVersion: string;
}

const channelName = (channelType: number) => (channelType === SOCIAL_CHANNEL.apple ? 'Apple' : '네이버');

function describeMember(member: MemberRow): string {
  const status =
    member.withdrawn_at !== null
      ? '탈퇴'
      : member.force_withdrawn_at !== null
        ? `강제 탈퇴 (${seoulDate(forcedWithdrawalEndsAt(member.force_withdrawn_at))} 계정 닫힘)`
        : member.is_banned === 1
          ? '이용 정지'
          : '정상';
  const terms = member.terms_agreed === 1 ? '약관 동의' : '약관 재동의 필요';
  return `#${member.member_id}  ${channelName(member.channel_type)}  ${member.email ?? '(이메일 없음)'}  ${member.nickname}  ${status}  ${terms}  가입 ${member.created_at.slice(0, 10)}`;
}

/** Exactly one member, or an explanation on stderr and exit code 1 (also for `stars grant|revoke`). */
export async function oneMember(ctx: CliContext, key: string): Promise<MemberRow | number> {
  const members = await findMembersByIdOrEmail(ctx.db, key);
  if (members.length === 0) {
    ctx.io.err(`회원을 찾을 수 없습니다: ${key}`);
    return 1;
  }
  if (members.length > 1) {
    ctx.io.err(`이메일 ${key} 을(를) 쓰는 회원이 여럿입니다. 회원번호로 지정해 주세요:`);
    for (const member of members) ctx.io.err(`  ${describeMember(member)}`);
    return 1;
  }
  return members[0]!;
}

/** Runs one command; the result is the process exit code. */
export async function executeAccountCommand(
  ctx: AccountCliContext,
  command: AccountCommand,
): Promise<number> {
  const { db, io } = ctx;
  const now = ctx.now.toISOString();
  switch (command.name) {
    case 'maintenance':
      await updateAppState(db, { maintenance: command.on ? 1 : 0 }, now);
      io.out(
        command.on
          ? '서비스 점검 모드를 켰습니다. 사용자는 점검 화면으로 이동합니다.'
          : '서비스 점검 모드를 껐습니다.',
      );
      return 0;
    case 'web-version':
      await updateAppState(db, { web_version: command.version }, now);
      io.out(
        command.version
          ? `웹 버전을 ${command.version} 으로 안내합니다. 다른 버전의 화면은 새로고침됩니다.`
          : `웹 버전 안내를 서버 빌드 버전(${ctx.builtWebVersion})으로 되돌렸습니다.`,
      );
      return 0;
    case 'app-min-version':
      await updateAppState(
        db,
        command.platform === 'android'
          ? { android_min_version: command.version }
          : { ios_min_version: command.version },
        now,
      );
      io.out(
        `${command.platform === 'android' ? 'Android' : 'iOS'} 앱 최소 버전을 ${command.version} 으로 정했습니다.`,
      );
      return 0;
    case 'ban': {
      const member = await oneMember(ctx, command.member);
      if (typeof member === 'number') return member;
      await updateMember(db, member.member_id, {
        is_banned: 1,
        ban_message: command.message,
        banned_at: now,
        updated_at: now,
      });
      io.out(`회원 #${member.member_id} 을(를) 이용 정지했습니다. 안내 문구: ${command.message}`);
      return 0;
    }
    case 'unban': {
      const member = await oneMember(ctx, command.member);
      if (typeof member === 'number') return member;
      await updateMember(db, member.member_id, {
        is_banned: 0,
        ban_message: '',
        banned_at: null,
        updated_at: now,
      });
      io.out(`회원 #${member.member_id} 의 이용 정지를 해제했습니다.`);
      return 0;
    }
    case 'terms-change': {
      if (command.member === 'all') {
        const count = await requireTermsAgreement(db, 'all', now);
        io.out(`회원 ${count}명에게 변경 약관 동의를 다시 받습니다.`);
        return 0;
      }
      const member = await oneMember(ctx, command.member);
      if (typeof member === 'number') return member;
      await requireTermsAgreement(db, member.member_id, now);
      io.out(`회원 #${member.member_id} 에게 변경 약관 동의를 다시 받습니다.`);
      return 0;
    }
    case 'list-members': {
      const members = await listMembers(db, command.limit);
      if (members.length === 0) {
        io.out('가입한 회원이 없습니다.');
        return 0;
      }
      for (const member of members) io.out(describeMember(member));
      return 0;
    }
    case 'status': {
      const state = await readAppState(db);
      io.out(`점검 모드: ${state.maintenance === 1 ? '켜짐' : '꺼짐'}`);
      io.out(`웹 버전: ${state.web_version ?? `${ctx.builtWebVersion} (서버 빌드 버전)`}`);
      io.out(`앱 최소 버전: Android ${state.android_min_version}, iOS ${state.ios_min_version}`);
      io.out(`마지막 변경: ${state.updated_at}`);
      return 0;
    }
  }
}

export const accountCli: CliGroup<AccountCommand, AccountCliContext> = {
  commands: [
    'maintenance',
    'web-version',
    'app-min-version',
    'ban',
    'unban',
    'terms-change',
    'list-members',
    'status',
  ],
  usage: ACCOUNT_USAGE,
  parse: parseAccountCommand,
  run: executeAccountCommand,
};

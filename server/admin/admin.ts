import type { Kysely } from 'kysely';
import { versionSchema } from '#contract/account.ts';
import { SOCIAL_CHANNEL } from '#contract/constants.ts';
import { seoulDate } from '#contract/rules/seoul-time.ts';

import type { DB } from '../db/schema.ts';
import {
  findMembersByIdOrEmail,
  listMembers,
  type MemberRow,
  readAppState,
  requireTermsAgreement,
  updateAppState,
  updateMember,
} from '../modules/account/account.repository.ts';

import { forcedWithdrawalEndsAt } from '../modules/auth/auth.ban.ts';

import {
  executeStarsCommand,
  parseStarsCommand,
  STARS_USAGE,
  type StarsCommand,
  type StarsContext,
} from '../modules/point/point.admin.ts';

/**
 * Operator commands (`npm run admin -- <command>`). They write to the database, so every server
 * instance sees the change on its next read; nothing needs restarting.
 */
export const USAGE = `사용법: npm run admin -- <명령>

  maintenance on|off                 서비스 점검 모드 켜기/끄기
  web-version <x.y.z>|reset          안내할 웹 버전 (reset: 서버 빌드 버전으로)
  app-min-version android|ios <x.y.z> 앱 최소 버전
  ban <회원번호|이메일> "<안내 문구>"   회원 이용 정지 (로그인은 되며 안내 문구가 표시됩니다)
  unban <회원번호|이메일>              이용 정지 해제
  terms-change <회원번호|이메일|all>   변경 약관 동의 다시 받기
  list-members [개수]                 최근 가입 회원 목록 (기본 20명)
  status                             점검·버전 상태 보기
  preview-link deal|period|event|notice <번호> [--ttl <초>]  비공개 콘텐츠 미리보기 링크 (기본 1시간)
${STARS_USAGE}

데이터베이스: DATABASE_URL(PostgreSQL) 또는 SQLITE_PATH(기본 data/storefront.db)`;

export type AdminCommand =
  | { name: 'maintenance'; on: boolean }
  | { name: 'web-version'; version: string | null }
  | { name: 'app-min-version'; platform: 'android' | 'ios'; version: string }
  | { name: 'ban'; member: string; message: string }
  | { name: 'unban'; member: string }
  | { name: 'terms-change'; member: string }
  | { name: 'list-members'; limit: number }
  | { name: 'status' }
  | StarsCommand
  | { name: 'help' };

export type ParseResult = { command: AdminCommand } | { error: string };

const isVersion = (value: string | undefined): value is string =>
  value !== undefined && versionSchema.safeParse(value).success;

/** Reads the command line without touching the database, so bad input fails fast with exit code 2. */
export function parseCommand(args: readonly string[]): ParseResult {
  const [name, ...rest] = args;
  const arity = (count: number) => rest.length === count;
  switch (name) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { command: { name: 'help' } };
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
    case 'stars':
    case 'service-stop':
      return parseStarsCommand(name, rest);
    default:
      return { error: `알 수 없는 명령입니다: ${name}` };
  }
}

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

export interface AdminContext {
  db: Kysely<DB>;
  io: AdminIo;
  now: Date;
  /** The web version the server announces when none is set (config WEB_VERSION). */
  builtWebVersion: string;
  /** The partner points adapter, for `stars auto-exchange` (cli.ts opens it from the config). */
  partnerPoints?: StarsContext['partnerPoints'];
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

/** Exactly one member, or an explanation on stderr and exit code 1. */
async function oneMember(ctx: AdminContext, key: string): Promise<MemberRow | number> {
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
export async function executeCommand(ctx: AdminContext, command: AdminCommand): Promise<number> {
  const { db, io } = ctx;
  const now = ctx.now.toISOString();
  switch (command.name) {
    case 'help':
      io.out(USAGE);
      return 0;
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
    case 'stars':
    case 'service-stop':
      return executeStarsCommand(ctx, command, async (key) => {
        const member = await oneMember(ctx, key);
        return typeof member === 'number' ? null : member.member_id;
      });
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

/** Parses and runs; bad input prints the reason and the usage to stderr and answers 2. */
export async function runAdmin(args: readonly string[], ctx: AdminContext): Promise<number> {
  const parsed = parseCommand(args);
  if ('error' in parsed) {
    ctx.io.err(parsed.error);
    ctx.io.err('');
    ctx.io.err(USAGE);
    return 2;
  }
  return executeCommand(ctx, parsed.command);
}

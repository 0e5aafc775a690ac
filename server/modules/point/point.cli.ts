import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { partnerPointsFor, STAR_EXCHANGE } from '#contract/point.ts';
import { seoulDate, seoulDayStart, seoulYearMonth } from '#contract/rules/seoul-time.ts';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import type { CliContext, CliGroup } from '../../shared/context.ts';
import { oneMember } from '../account/account.cli.ts';

import { devPartnerModule } from './dev-partner.routes.ts';

import { createPartnerPoints, type PartnerPoints, partnerPointsOptions } from './partner-points.ts';

import { type AutoExchangeOutcome, runAutoExchange } from './point.auto-exchange.ts';

import { type ReconcileOutcome, reconcileExchanges } from './point.reconcile.ts';

import { serviceStopAt, setServiceStopAt } from './point.repository.ts';

import { awardStars, expireDue, revokeStars } from './point.service.ts';

/** The operator's star commands (`npm run admin -- stars ...`, `service-stop ...`). */
export type StarsCommand =
  | {
      name: 'stars';
      action: 'grant' | 'revoke';
      member: string;
      amount: number;
      reason: string;
      key?: string;
    }
  | { name: 'stars'; action: 'expire' }
  /** month: YYYY-MM (Asia/Seoul), null for the current one. */
  | { name: 'stars'; action: 'auto-exchange'; month: string | null }
  | { name: 'stars'; action: 'reconcile' }
  | { name: 'service-stop'; date: string | null };

export const STARS_USAGE = `  stars grant <회원번호|이메일> <개수> "<사유>" [--key <키>]  별 지급 (같은 키는 한 번만)
  stars revoke <회원번호|이메일> <개수> "<사유>" [--key <키>] 별 회수 (보유한 별까지만)
  stars expire                        소멸 시점이 지난 별의 소멸 내역 기록
  stars auto-exchange [--month YYYY-MM] 자동 전환을 켠 회원의 이달 전환 (회원마다 한 달에 한 번)
  stars reconcile                     파트너 응답을 기다리는 전환을 파트너에 확인해 완료 또는 별 반환
  service-stop <YYYY-MM-DD>|cancel    서비스 종료일 지정 (30일 이상 뒤; 그날 모든 별 소멸)`;

const DAY_MS = 24 * 60 * 60 * 1000;

export function parseStarsCommand(
  name: string,
  rest: readonly string[],
): { command: StarsCommand } | { error: string } {
  if (name === 'service-stop') {
    if (rest.length === 1 && rest[0] === 'cancel') return { command: { name: 'service-stop', date: null } };
    const date = rest[0];
    if (
      rest.length === 1 &&
      date &&
      /^\d{4}-\d{2}-\d{2}$/.test(date) &&
      seoulDate(seoulDayStart(date)) === date
    ) {
      return { command: { name: 'service-stop', date } };
    }
    return { error: 'service-stop 다음에는 종료일(YYYY-MM-DD) 또는 cancel 을 적어 주세요.' };
  }
  const [action, ...args] = rest;
  if (action === 'expire') {
    if (args.length === 0) return { command: { name: 'stars', action: 'expire' } };
    return { error: 'stars expire 에는 인자가 없습니다.' };
  }
  if (action === 'reconcile') {
    if (args.length === 0) return { command: { name: 'stars', action: 'reconcile' } };
    return { error: 'stars reconcile 에는 인자가 없습니다.' };
  }
  if (action === 'auto-exchange') {
    if (args.length === 0) return { command: { name: 'stars', action: 'auto-exchange', month: null } };
    const month = args[1];
    if (args.length === 2 && args[0] === '--month' && month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
      return { command: { name: 'stars', action: 'auto-exchange', month } };
    }
    return { error: 'stars auto-exchange [--month YYYY-MM]: 달은 2026-12 처럼 적어 주세요.' };
  }
  if (action !== 'grant' && action !== 'revoke') {
    return { error: 'stars 다음에는 grant, revoke, expire, auto-exchange 또는 reconcile 을 적어 주세요.' };
  }
  const words = [...args];
  let key: string | undefined;
  const keyAt = words.indexOf('--key');
  if (keyAt >= 0) {
    key = words[keyAt + 1];
    if (!key || !/^[A-Za-z0-9._:-]{1,150}$/.test(key))
      return { error: '--key 다음에는 영문·숫자로 된 키를 적어 주세요.' };
    words.splice(keyAt, 2);
  }
  const [member, count, ...reasonWords] = words;
  const amount = Number(count);
  const reason = reasonWords.join(' ').trim();
  if (!member || !count || !/^\d{1,9}$/.test(count) || amount < 1) {
    return { error: `stars ${action} <회원> <개수> "<사유>": 개수는 1 이상의 정수여야 합니다.` };
  }
  if (reason === '') return { error: '사유를 적어 주세요. 회원의 별 내역에 표시됩니다.' };
  if (reason.length > 200) return { error: '사유는 200자 이하여야 합니다.' };
  return { command: { name: 'stars', action, member, amount, reason, ...(key ? { key } : {}) } };
}

const count = (n: number) => `${n.toLocaleString('ko-KR')}개`;
const points = (n: number) => `${n.toLocaleString('ko-KR')}점`;

export interface OpenPartnerPoints {
  partner: PartnerPoints;
  /** False when the config names no partner (PARTNER_POINTS_URL unset, no stand-ins). */
  configured: boolean;
  close(): Promise<void>;
}

/**
 * The partner adapter for a command run outside the server. When the config names the development
 * partner (a path: PARTNER_POINTS_URL unset outside production), this process runs its own, as the
 * server embeds one; it answers as PARTNER_POINTS_DEV_ANSWER says and forgets its exchanges on exit,
 * which is fine because the command requests and confirms each exchange in the same run. It has
 * never seen the server's exchanges, so `stars reconcile` against it cancels them all (development
 * only: docs/partner-points.md).
 */
export async function openPartnerPoints(config: AppConfig): Promise<OpenPartnerPoints> {
  const options = partnerPointsOptions(config);
  const app = Fastify({ logger: false });
  app.decorate('config', config);
  if (options.baseUrl?.startsWith('/')) await devPartnerModule(app);
  await app.ready();
  // No request of a member chooses the development partner's answer here: the config does.
  const partner = createPartnerPoints(app, { ...options, forwardDevAnswer: false });
  return { partner, configured: options.baseUrl !== undefined, close: () => app.close() };
}

function describeOutcome(outcome: AutoExchangeOutcome): string {
  const who = `회원 #${outcome.memberId}`;
  switch (outcome.status) {
    case 'completed':
      return `${who}: 별 ${count(outcome.stars)} → 포인트 ${points(outcome.partnerPoints)} 전환 완료 (전환 #${outcome.exchangeId})`;
    case 'failed':
      return `${who}: 별 ${count(outcome.stars)} 전환 실패, 별은 돌려드렸습니다 (전환 #${outcome.exchangeId}): ${outcome.reason}`;
    case 'pending':
      return `${who}: 별 ${count(outcome.stars)} 전환의 결과를 파트너사가 아직 알려 주지 않았습니다 (전환 #${outcome.exchangeId}). 별은 예약된 채로 두었습니다: stars reconcile 로 확인하세요.`;
    case 'already-done':
      return `${who}: 이번 달 자동 전환을 이미 처리했습니다 (전환 #${outcome.exchangeId}, ${outcome.previous === 'completed' ? '완료' : '실패'})`;
    case 'not-enough':
      return `${who}: 전환할 별이 부족합니다 (보유 ${count(outcome.balance)}, 설정 ${outcome.wanted === null ? '전부' : count(outcome.wanted)}, 최소 ${count(STAR_EXCHANGE.minimum)})`;
    case 'not-allowed':
      return `${who}: 전환할 수 없습니다: ${outcome.reason}`;
  }
}

/**
 * `stars auto-exchange`: the month's automatic exchanges, each member's outcome on its own line
 * (failures on stderr) and a summary. Exit code 1 when any exchange failed, so a scheduler notices;
 * running it again that month does nothing more for those members (point.auto-exchange.ts).
 */
async function autoExchangeCommand(ctx: StarsCliContext, month: string | null): Promise<number> {
  const { io, now } = ctx;
  const current = seoulYearMonth(now);
  const target = month ?? current;
  if (target > current) {
    io.err(`아직 오지 않은 달(${target})의 자동 전환은 할 수 없습니다. 이번 달은 ${current} 입니다.`);
    return 1;
  }
  if (!ctx.partnerPoints) throw new Error('stars auto-exchange needs the partner adapter');
  const { partner, close } = await ctx.partnerPoints();
  try {
    const summary = await runAutoExchange({
      db: ctx.db,
      now: () => now,
      partner,
      month: target,
      onOutcome: (outcome) => {
        if (outcome.status === 'failed' || outcome.status === 'pending') io.err(describeOutcome(outcome));
        else io.out(describeOutcome(outcome));
      },
    });
    const tally = (status: AutoExchangeOutcome['status']) =>
      summary.outcomes.filter((outcome) => outcome.status === status).length;
    io.out(
      `${target} 자동 전환: 대상 회원 ${summary.outcomes.length}명 중 전환 ${tally('completed')}명 (별 ${count(summary.exchangedStars)} → 포인트 ${points(summary.exchangedPoints)}), 실패 ${tally('failed')}명, 파트너 확인 대기 ${tally('pending')}명, 이미 처리 ${tally('already-done')}명, 별 부족 ${tally('not-enough')}명, 전환 불가 ${tally('not-allowed')}명`,
    );
    return tally('failed') > 0 || tally('pending') > 0 ? 1 : 0;
  } finally {
    await close();
  }
}

function describeReconciled(outcome: ReconcileOutcome): string {
  const what = `전환 #${outcome.exchangeId} (회원 #${outcome.memberId}, 별 ${count(outcome.stars)})`;
  switch (outcome.status) {
    case 'completed':
      return `${what}: 파트너사가 확정한 전환이라 완료했습니다 (포인트 ${points(partnerPointsFor(outcome.stars))})`;
    case 'failed':
      return `${what}: 파트너사가 취소해 별을 돌려드렸습니다`;
    case 'pending':
      return `${what}: 파트너사 응답이 없어 그대로 두었습니다. 별은 예약된 채이며, 다음 실행 때 다시 확인합니다`;
    case 'elsewhere':
      return `${what}: 그사이 다른 곳에서 처리되었습니다`;
  }
}

/**
 * `stars reconcile`: every exchange still pending (for RECONCILE_AFTER_MS), asked of the partner and
 * ended as it says, one line each. Exit code 1 when the partner left any unanswered, so a scheduler
 * notices; running it again asks only about those.
 */
async function reconcileCommand(ctx: StarsCliContext): Promise<number> {
  const { io, now } = ctx;
  if (!ctx.partnerPoints) throw new Error('stars reconcile needs the partner adapter');
  const { partner, configured, close } = await ctx.partnerPoints();
  try {
    // Without a partner to ask, a cancel would be answered by nobody: refuse rather than guess.
    if (!configured) {
      io.err(
        '파트너 포인트 연결(PARTNER_POINTS_URL)이 설정되지 않아 확인할 수 없습니다. 서버와 같은 설정으로 실행해 주세요.',
      );
      return 1;
    }
    const summary = await reconcileExchanges({
      db: ctx.db,
      now: () => now,
      partner,
      onOutcome: (outcome) => {
        if (outcome.status === 'pending') io.err(describeReconciled(outcome));
        else io.out(describeReconciled(outcome));
      },
    });
    io.out(
      `전환 확인: 대기 중이던 전환 ${summary.outcomes.length}건 중 완료 ${summary.completed}건, 별 반환 ${summary.failed}건, 계속 대기 ${summary.pending}건`,
    );
    return summary.pending > 0 ? 1 : 0;
  } finally {
    await close();
  }
}

export interface StarsCliContext extends CliContext {
  /** The partner adapter, opened only by the commands that exchange (server/admin/cli.ts: openPartnerPoints). */
  partnerPoints?: (() => Promise<OpenPartnerPoints>) | undefined;
}

/** Runs one command; `resolveMember` finds the member a grant or revocation names. */
export async function executeStarsCommand(
  ctx: StarsCliContext,
  command: StarsCommand,
  resolveMember: (key: string) => Promise<number | null>,
): Promise<number> {
  const { db, io, now } = ctx;
  if (command.name === 'service-stop') {
    if (command.date === null) {
      await setServiceStopAt(db, null, now.toISOString());
      io.out('예정된 서비스 종료를 취소했습니다. 별은 원래 유효기간대로 유지됩니다.');
      return 0;
    }
    const noticeDays = Math.round(
      (seoulDayStart(command.date).getTime() - seoulDayStart(seoulDate(now)).getTime()) / DAY_MS,
    );
    if (noticeDays < STAR_EXCHANGE.serviceStopNoticeDays) {
      io.err(
        `서비스 종료일은 오늘(${seoulDate(now)})부터 ${STAR_EXCHANGE.serviceStopNoticeDays}일 이상 뒤여야 합니다 (약관: 30일 전 사전 고지). ${command.date} 은(는) ${noticeDays}일 뒤입니다.`,
      );
      return 1;
    }
    await setServiceStopAt(db, seoulDayStart(command.date).toISOString(), now.toISOString());
    io.out(
      `서비스 종료일을 ${command.date} 로 정했습니다. 그날 0시(한국 시간)에 모든 회원의 별이 소멸됩니다.`,
    );
    return 0;
  }
  if (command.action === 'expire') {
    const stopAt = await serviceStopAt(db);
    const nowIso = now.toISOString();
    let query = db
      .selectFrom('point_account as a')
      .leftJoin('member as m', 'm.member_id', 'a.member_id')
      .select('a.member_id')
      .where('a.balance', '>', 0);
    // After a service stop every balance is due; before, lots past their expiry, banned, force-withdrawn
    // and withdrawn members (whose cutoff expireDue works out).
    if (stopAt === null || stopAt > nowIso) {
      query = query.where((eb) =>
        eb.or([
          eb('a.next_expiry_at', '<=', nowIso),
          eb('m.is_banned', '=', 1),
          eb('m.force_withdrawn_at', 'is not', null),
          eb('m.withdrawn_at', 'is not', null),
        ]),
      );
    }
    const rows = await query.execute();
    let expiredMembers = 0;
    let stars = 0;
    for (const { member_id } of rows) {
      const before = await db
        .selectFrom('point_account')
        .select('balance')
        .where('member_id', '=', member_id)
        .executeTakeFirst();
      const after = await expireDue(db, member_id, now);
      const gone = (before?.balance ?? 0) - after;
      if (gone > 0) {
        expiredMembers += 1;
        stars += gone;
      }
    }
    io.out(`회원 ${expiredMembers}명의 별 ${count(stars)}의 소멸을 기록했습니다.`);
    return 0;
  }
  if (command.action === 'auto-exchange') return autoExchangeCommand(ctx, command.month);
  if (command.action === 'reconcile') return reconcileCommand(ctx);
  const memberId = await resolveMember(command.member);
  if (memberId === null) return 1;
  // Without --key each run is its own grant or revocation; --key makes a retried command a no-op.
  const key = command.key ?? `admin:${command.action}:member:${memberId}:${randomUUID()}`;
  if (command.action === 'grant') {
    const result = await awardStars(db, {
      memberId,
      amount: command.amount,
      reason: command.reason,
      idempotencyKey: key,
      now,
      source: 'admin',
    });
    if (result.status === 'not-eligible') {
      io.err(`회원 #${memberId} 에게 별을 지급할 수 없습니다: ${result.reason}`);
      return 1;
    }
    io.out(
      result.status === 'duplicate'
        ? `이미 처리된 지급입니다 (키 ${key}). 회원 #${memberId} 의 별: ${count(result.balance)}`
        : `회원 #${memberId} 에게 별 ${count(command.amount)}를 지급했습니다. 보유: ${count(result.balance)}`,
    );
    return 0;
  }
  try {
    const result = await revokeStars(db, {
      memberId,
      amount: command.amount,
      reason: command.reason,
      idempotencyKey: key,
      now,
    });
    io.out(
      result.status === 'duplicate'
        ? `이미 처리된 회수입니다 (키 ${key}). 회원 #${memberId} 의 별: ${count(result.balance)}`
        : `회원 #${memberId} 의 별 ${count(command.amount)}를 회수했습니다. 보유: ${count(result.balance)}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      io.err(`회원 #${memberId} 의 별을 회수할 수 없습니다: ${error.body.message}`);
      return 1;
    }
    throw error;
  }
}

export const starsCli: CliGroup<StarsCommand, StarsCliContext> = {
  commands: ['stars', 'service-stop'],
  usage: STARS_USAGE,
  parse: ([name, ...rest]) => parseStarsCommand(name ?? '', rest),
  run: (ctx, command) =>
    executeStarsCommand(ctx, command, async (key) => {
      // The member commands' lookup: a number or an e-mail, and why not on stderr.
      const member = await oneMember(ctx, key);
      return typeof member === 'number' ? null : member.member_id;
    }),
};

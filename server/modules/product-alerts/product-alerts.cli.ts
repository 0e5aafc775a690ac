import { PostgresAdapter } from 'kysely';
import { type CliContext, type CliGroup, wordsAfter } from '../../shared/context.ts';
import { runAlertJob } from './product-alerts.job.ts';
import type { PushSender } from './push.ts';

/** `npm run admin -- alerts run` (docs/product-alerts.md). */
export const ALERTS_USAGE =
  '  alerts run                      재입고·오픈·가격 인하·상점 소식 알림 보내기 (서버가 주기적으로 하는 일을 지금 한 번; 다시 실행해도 한 번만)';

export interface AlertsCliContext extends CliContext {
  /** The shop's base URL (product links) and the push adapter (null: pushes stay queued for the server). */
  alerts?: { shopBaseUrl: string; push: PushSender | null } | undefined;
}

/** Exit codes: 0 done, 2 bad arguments. */
export async function runAlertsCli(ctx: AlertsCliContext, args: readonly string[]): Promise<number> {
  if (args.length !== 1 || args[0] !== 'run') {
    ctx.io.err('사용법:');
    ctx.io.err(ALERTS_USAGE);
    return 2;
  }
  const result = await runAlertJob(ctx.db, {
    now: ctx.now,
    shopBaseUrl: ctx.alerts?.shopBaseUrl ?? '/dev-shop',
    dialect: ctx.db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite',
    push: ctx.alerts?.push ?? null,
  });
  ctx.io.out(
    `알림 작업: 사건 ${result.events}건 처리, 알림 ${result.alarms}건 생성, 푸시 ${result.pushesQueued}건 대기열에 추가, ${result.pushesSent}건 발송.`,
  );
  return 0;
}

export const alertsCli: CliGroup<readonly string[], AlertsCliContext> = {
  commands: ['alerts'],
  usage: ALERTS_USAGE,
  parse: wordsAfter(1),
  run: runAlertsCli,
};

import { type JobsCliContext, jobsCli } from '../jobs/jobs.cli.ts';
import {
  type AccountCliContext,
  accountCli,
  type MemberCliContext,
  memberCli,
} from '../modules/account/account.cli.ts';
import { eventCli } from '../modules/alarm/alarm.cli.ts';
import { communityWordsCli } from '../modules/community/moderation/banned-words.cli.ts';
import { communityPhotosCli } from '../modules/community/photos/photos.cli.ts';
import { communityCli } from '../modules/community/survey/survey.cli.ts';
import { homeCli } from '../modules/home/home.cli.ts';
import { noticeCli } from '../modules/notice/notice.cli.ts';
import { ordersCli } from '../modules/order/order.cli.ts';
import { type StarsCliContext, starsCli } from '../modules/point/point.cli.ts';
import { previewLinkCli } from '../modules/preview/preview.cli.ts';
import { type AlertsCliContext, alertsCli } from '../modules/product-alerts/product-alerts.cli.ts';
import { searchCli } from '../modules/search/search.cli.ts';
import type { CliGroup } from '../shared/context.ts';

/**
 * Operator commands (`npm run admin -- <command>`): the groups, each in its module's `<module>.cli.ts`
 * (server/shared/context.ts, CliGroup). They write to the database, so every server instance sees the
 * change on its next read; nothing needs restarting.
 */

/** What server/admin/cli.ts gives every group: the database and io, and what some groups open. */
export type AdminContext = AccountCliContext &
  MemberCliContext &
  StarsCliContext &
  AlertsCliContext &
  JobsCliContext;

/** Every group, in the order the help lists them; the database line comes after the first three. */
const GROUPS: readonly CliGroup<unknown, AdminContext>[] = [
  accountCli,
  previewLinkCli,
  starsCli,
  ordersCli,
  memberCli,
  communityCli,
  communityPhotosCli,
  communityWordsCli,
  noticeCli,
  eventCli,
  alertsCli,
  searchCli,
  homeCli,
  jobsCli,
];
const SERVICE_GROUPS = 3;

export const USAGE = [
  '사용법: npm run admin -- <명령>',
  '',
  ...GROUPS.slice(0, SERVICE_GROUPS).map((group) => group.usage),
  '',
  '데이터베이스: DATABASE_URL(PostgreSQL) 또는 SQLITE_PATH(기본 data/storefront.db)',
  ...GROUPS.slice(SERVICE_GROUPS).map((group) => group.usage),
].join('\n');

/** The group a command line names: two words (`community photos`) before one (`community`). */
function groupOf(args: readonly string[]): CliGroup<unknown, AdminContext> | undefined {
  const two = args.slice(0, 2).join(' ');
  return (
    GROUPS.find((group) => group.commands.includes(two)) ??
    GROUPS.find((group) => group.commands.includes(args[0] ?? ''))
  );
}

type Resolved =
  | { help: true }
  | { command: unknown; group: CliGroup<unknown, AdminContext> }
  | { error: string; usage?: string };

function resolve(args: readonly string[]): Resolved {
  const [name] = args;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return { help: true };
  const group = groupOf(args);
  if (!group) return { error: `알 수 없는 명령입니다: ${name}` };
  const parsed = group.parse(args);
  return 'error' in parsed ? parsed : { command: parsed.command, group };
}

/** Reads the command line without touching the database: the command a group will run, or why not. */
export function parseCommand(args: readonly string[]): { command: unknown } | { error: string } {
  const resolved = resolve(args);
  if ('help' in resolved) return { command: { name: 'help' } };
  return 'error' in resolved ? { error: resolved.error } : { command: resolved.command };
}

/**
 * Parses, and on good input answers what runs it; else prints the help (0) or the reason and the
 * usage (2) and answers the exit code, before any database opens.
 */
export function prepareCommand(
  args: readonly string[],
  io: AdminContext['io'],
): number | ((ctx: AdminContext) => Promise<number>) {
  const parsed = resolve(args);
  if ('error' in parsed) {
    io.err(parsed.error);
    if (parsed.usage !== undefined) {
      io.err(parsed.usage);
    } else {
      io.err('');
      io.err(USAGE);
    }
    return 2;
  }
  if ('help' in parsed) {
    io.out(USAGE);
    return 0;
  }
  return (ctx) => parsed.group.run(ctx, parsed.command);
}

/** Parses and runs against an open database (the tests' entry). */
export async function runAdmin(args: readonly string[], ctx: AdminContext): Promise<number> {
  const prepared = prepareCommand(args, ctx.io);
  return typeof prepared === 'number' ? prepared : prepared(ctx);
}

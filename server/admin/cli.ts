/**
 * `npm run admin -- <command>`: operator commands against the configured database (DATABASE_URL, or
 * the SQLite file SQLITE_PATH). See USAGE in admin.ts.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import {
  MEMBER_USAGE,
  openShopAccounts,
  runMemberCli,
  WITHDRAW_MOVED,
} from '../modules/account/account.cli.ts';
import { EVENT_USAGE, runEventCli } from '../modules/alarm/alarm.cli.ts';
import {
  COMMUNITY_WORDS_USAGE,
  runCommunityWordsCli,
} from '../modules/community/moderation/banned-words.cli.ts';
import { COMMUNITY_MODERATION_USAGE } from '../modules/community/moderation/moderation.admin.ts';
import { COMMUNITY_PHOTOS_USAGE, runCommunityPhotosCli } from '../modules/community/photos/photos.cli.ts';
import { COMMUNITY_SURVEY_USAGE, runCommunityCli } from '../modules/community/survey/survey.admin.ts';
import { NOTICE_USAGE, runNoticeCli } from '../modules/notice/notice.cli.ts';
import { ORDERS_USAGE, runOrdersCli } from '../modules/order/order.cli.ts';
import { openPartnerPoints } from '../modules/point/point.admin.ts';
import { runPreviewLinkCli } from '../modules/preview/preview.cli.ts';
import { runSearchCli, SEARCH_USAGE } from '../modules/search/search.cli.ts';
import { executeCommand, parseCommand, USAGE } from './admin.ts';

const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };

/** Commands that live with their module (server/modules/<module>/<module>.cli.ts), run on the migrated database. */
const moduleCommands = {
  orders: runOrdersCli,
  member: runMemberCli,
  community: runCommunityCli,
  'community-photos': runCommunityPhotosCli,
  'community-words': runCommunityWordsCli,
  notice: runNoticeCli,
  event: runEventCli,
  search: runSearchCli,
} as const;
const MODULE_USAGE = [
  ORDERS_USAGE,
  MEMBER_USAGE,
  COMMUNITY_MODERATION_USAGE,
  COMMUNITY_SURVEY_USAGE,
  COMMUNITY_PHOTOS_USAGE,
  COMMUNITY_WORDS_USAGE,
  NOTICE_USAGE,
  EVENT_USAGE,
  SEARCH_USAGE,
].join('\n');

async function runModuleCommand(name: keyof typeof moduleCommands, args: readonly string[]): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  try {
    await migrateToLatest(database.db);
    // Every command gets the same context; only `member close-due` opens the shop adapter.
    const context = {
      db: database.db,
      io,
      now: new Date(),
      shopAccounts: () => openShopAccounts(config, database.db),
    };
    return await moduleCommands[name](context, args);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const [name, ...rest] = process.argv.slice(2);
  if (name === 'preview-link') return runPreviewLinkCli(rest, io);
  if (name === 'community' && rest[0] === 'photos')
    return runModuleCommand('community-photos', rest.slice(1));
  if (name === 'community' && rest[0] === 'words') return runModuleCommand('community-words', rest.slice(1));
  if (
    name === 'orders' ||
    name === 'member' ||
    name === 'community' ||
    name === 'notice' ||
    name === 'event' ||
    name === 'search'
  )
    return runModuleCommand(name, rest);
  if (name === 'withdraw') {
    io.err(WITHDRAW_MOVED);
    io.err(MEMBER_USAGE);
    return 2;
  }
  const parsed = parseCommand(process.argv.slice(2));
  if ('error' in parsed) {
    io.err(parsed.error);
    io.err('');
    io.err(USAGE);
    io.err(MODULE_USAGE);
    return 2;
  }
  if (parsed.command.name === 'help') {
    io.out(USAGE);
    io.out(MODULE_USAGE);
    return 0;
  }

  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  try {
    // The same migration the server runs on start, so the command works before the first start too.
    await migrateToLatest(database.db);
    return await executeCommand(
      {
        db: database.db,
        io,
        now: new Date(),
        builtWebVersion: config.WEB_VERSION,
        partnerPoints: () => openPartnerPoints(config),
      },
      parsed.command,
    );
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  io.err(`관리 명령 실행 중 오류가 발생했습니다: ${(error as Error).message}`);
  process.exitCode = 1;
}

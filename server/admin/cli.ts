/**
 * `npm run admin -- <command>`: operator commands against the configured database (DATABASE_URL, or
 * the SQLite file SQLITE_PATH). See USAGE in admin.ts.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { runPreviewLinkCli } from '../modules/preview/preview.cli.ts';
import { executeCommand, parseCommand, USAGE } from './admin.ts';

const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };

async function main(): Promise<number> {
  if (process.argv[2] === 'preview-link') return runPreviewLinkCli(process.argv.slice(3), io);
  const parsed = parseCommand(process.argv.slice(2));
  if ('error' in parsed) {
    io.err(parsed.error);
    io.err('');
    io.err(USAGE);
    return 2;
  }
  if (parsed.command.name === 'help') {
    io.out(USAGE);
    return 0;
  }

  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  try {
    // The same migration the server runs on start, so the command works before the first start too.
    await migrateToLatest(database.db);
    return await executeCommand(
      { db: database.db, io, now: new Date(), builtWebVersion: config.WEB_VERSION },
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

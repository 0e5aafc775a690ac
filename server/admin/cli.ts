/**
 * `npm run admin -- <command>`: operator commands against the configured database (DATABASE_URL, or
 * the SQLite file SQLITE_PATH). The commands are listed in admin.ts; this opens what they run on.
 */
import { loadConfig } from '../config.ts';
import { openDatabase, toolDatabaseOptions } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openShopAccounts } from '../modules/account/account.cli.ts';
import { openPartnerPoints } from '../modules/point/point.cli.ts';
import { pushServiceFor } from '../modules/product-alerts/product-alerts.routes.ts';
import { prepareCommand } from './admin.ts';

const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };

async function main(): Promise<number> {
  const prepared = prepareCommand(process.argv.slice(2), io);
  if (typeof prepared === 'number') return prepared;
  const config = loadConfig();
  const database = await openDatabase(toolDatabaseOptions(config));
  try {
    // The same migration the server runs on start, so the command works before the first start too.
    await migrateToLatest(database.db);
    // Every group gets the same context; the adapters open only for the commands that use them.
    return await prepared({
      db: database.db,
      io,
      now: new Date(),
      builtWebVersion: config.WEB_VERSION,
      shopAccounts: () => openShopAccounts(config, database.db),
      partnerPoints: () => openPartnerPoints(config),
      alerts: { shopBaseUrl: config.SHOP_BASE_URL, push: pushServiceFor(config) },
      alertsIntervalMs: config.ALERTS_JOB_INTERVAL_MS,
    });
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

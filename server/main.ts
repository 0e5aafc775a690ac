import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { withLocalSecrets } from './local-secrets.ts';

/**
 * The one process of the embedded default: opens (and on first run creates, migrates and seeds) the
 * database, serves the SPA and every selected API service, and shuts down cleanly on SIGTERM.
 */
const config = loadConfig(withLocalSecrets());
const database = await openDatabase({ url: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
const prepared = await prepareDatabase(database, {
  // The embedded SQLite default seeds itself; a shared PostgreSQL only when asked to.
  seed: config.SEED_ON_START || !config.DATABASE_URL,
  now: new Date(),
});
const app = await buildApp(config, { database });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, '종료 신호를 받았습니다. 진행 중인 요청을 마치고 종료합니다.');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, '종료 중 오류');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
const where = config.DATABASE_URL ? 'PostgreSQL' : config.SQLITE_PATH;
const port = (app.server.address() as { port: number } | null)?.port ?? config.PORT;
// A wildcard address is reachable as localhost; a specific one (HOST=192.168.0.10) only as itself.
const host = ['localhost', '0.0.0.0', '::'].includes(config.HOST)
  ? 'localhost'
  : config.HOST.includes(':')
    ? `[${config.HOST}]`
    : config.HOST;
console.log(
  `\n제철장터가 실행 중입니다: http://${host}:${port}  (데이터베이스: ${where}${prepared.seeded ? ', 새로 채움' : ''})\n`,
);

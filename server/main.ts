import { buildApp } from './app.ts';
import { loadConfig, seedsOnStart } from './config.ts';
import { databaseOptions, missingRoleSettings, openDatabase, toolDatabaseOptions } from './db/database.ts';
import { withLocalSecrets } from './local-secrets.ts';
import { prepareDatabase } from './seed/prepare.ts';

/**
 * The one process of the embedded default: opens (and on first run creates, migrates and seeds) the
 * database, serves the SPA and every selected API service, and shuts down cleanly on SIGTERM.
 */
const config = loadConfig(withLocalSecrets());
const database = await openDatabase(databaseOptions(config));
// Migrations and a first seed may take longer than any request may: on PostgreSQL they run on
// connections of their own, without the request-sized query and statement timeouts.
const setup = config.DATABASE_URL ? await openDatabase(toolDatabaseOptions(config)) : database;
const prepared = await prepareDatabase(setup, {
  seed: seedsOnStart(config),
  now: new Date(),
});
if (setup !== database) await setup.close();
const app = await buildApp(config, { database });
if (config.DATABASE_URL && config.DATABASE_POOLER === 'pgbouncer-transaction') {
  // No startup parameter gets through PgBouncer: the role must carry the session settings.
  const missing = await missingRoleSettings(database.db, config.DB_STATEMENT_TIMEOUT_MS);
  if (missing.length > 0) {
    app.log.warn(
      { missing },
      `PgBouncer 뒤에서는 세션 설정을 역할에 둬야 합니다 (docs/operations.md). 주 서버에서 실행하세요: ${missing.join(' ')}`,
    );
  }
  if (!config.DATABASE_LISTEN_URL) {
    app.log.warn(
      'PgBouncer 뒤에서는 회원 변경 알림(LISTEN)을 받을 수 없어 별 요약을 매번 데이터베이스에서 읽습니다. DATABASE_LISTEN_URL에 주 서버 주소를 두세요 (docs/operations.md).',
    );
  }
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, '종료 신호를 받았습니다. 진행 중인 요청을 마치고 종료합니다.');
  // New connections are refused at once and requests arriving on open ones get the contract's 503.
  // In-flight requests finish (one stuck on a stalled database ends at its query timeout); any still
  // waiting when the grace ends are answered 503 before the process exits.
  const grace = setTimeout(() => {
    app.log.warn('종료 유예 시간이 지나 남은 요청에 503으로 응답하고 종료합니다.');
    void app.answerInFlight().finally(() => process.exit(1));
  }, config.SHUTDOWN_GRACE_MS);
  grace.unref();
  try {
    await app.close();
    // Connections busy with an abandoned query are destroyed rather than ended, so this is quick.
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

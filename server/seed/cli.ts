/**
 * `npm run db:seed [-- --force] [-- --scale=N]`: migrates the configured database (SQLite file, or
 * PostgreSQL when DATABASE_URL is set) and seeds it when its catalogue is empty. `--force` empties the
 * catalogue tables first. An already seeded database only gets its deal windows revived if needed.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase, toolDatabaseOptions } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoStarMembers } from './points.ts';
import { seedAll } from './prepare.ts';
import { clearCatalogue, isSeeded, refreshDealWindows, type SeedSummary } from './seed.ts';

const count = new Intl.NumberFormat('ko-KR');

function describeSummary(summary: SeedSummary): string {
  return [
    `카테고리 ${count.format(summary.categories)}개`,
    `시·도 ${count.format(summary.regions)}곳`,
    `로컬 상점 ${count.format(summary.stores)}곳`,
    `상품 ${count.format(summary.products)}개`,
    `딜 ${count.format(summary.deals)}개 (진행 중 ${count.format(summary.liveDeals)}개)`,
    `기획전 ${count.format(summary.periods)}개`,
    `이벤트 ${count.format(summary.events)}개`,
    `배너 ${count.format(summary.banners)}개`,
    `베스트 순위 ${count.format(summary.bestRanks)}건`,
    `공지사항 ${count.format(summary.notices)}건`,
    `인기 검색어 ${count.format(summary.popularKeywords)}개`,
  ]
    .map((line) => `  - ${line}`)
    .join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { force: { type: 'boolean', default: false }, scale: { type: 'string', default: '1' } },
  });
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) {
    throw new Error(`--scale 값은 1 이상 100 이하의 정수여야 합니다: ${values.scale}`);
  }
  const config = loadConfig();
  const database = await openDatabase(toolDatabaseOptions(config));
  const where = config.DATABASE_URL ? 'PostgreSQL' : `SQLite (${config.SQLITE_PATH})`;
  try {
    await migrateToLatest(database.db);
    if (values.force) {
      await clearCatalogue(database.db);
      console.log(`기존 카탈로그를 비웠습니다: ${where}`);
    }
    const now = new Date();
    if (await isSeeded(database.db)) {
      const { shiftedMs } = await refreshDealWindows(database.db, now);
      // A database seeded before the demo star members gets them (a no-op when they have their history).
      await seedDemoStarMembers(database.db, now);
      console.log(`이미 카탈로그가 있어 시드를 건너뜁니다: ${where}`);
      if (shiftedMs > 0) {
        const days = (shiftedMs / 86_400_000).toFixed(1);
        console.log(`진행 중인 딜이 없어 딜·기획전·이벤트 기간을 ${days}일 뒤로 옮겼습니다.`);
      }
      console.log('다시 만들려면 --force 옵션을 붙여 실행하세요.');
      return;
    }
    const summary = await seedAll(database, { now, scale });
    console.log(`제철장터 카탈로그를 만들었습니다: ${where}\n${describeSummary(summary)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`시드 실패: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

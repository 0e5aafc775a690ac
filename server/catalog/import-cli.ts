/**
 * `npm run catalog:import -- <file.jsonl> [--dry-run]`: loads a catalogue file (docs/catalog-format.md)
 * into the configured database (DATABASE_URL, or the SQLite file SQLITE_PATH). Every bad line is
 * reported with its number and reason (a product photo that cannot be read or is not a photo too),
 * and then nothing is written. Exit code 0 imported, 1 bad
 * file, 2 bad usage.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { openDatabase, toolDatabaseOptions } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { formatProblem, importCatalog } from './catalog-import.ts';

const USAGE = '사용법: npm run catalog:import -- <카탈로그.jsonl> [--dry-run]';

async function main(args: string[]): Promise<number> {
  const dryRun = args.includes('--dry-run');
  const files = args.filter((arg) => arg !== '--dry-run');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const path = files[0]!;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    console.error(`파일을 읽을 수 없습니다: ${path} (${(error as Error).message})`);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase(toolDatabaseOptions(config));
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const result = await importCatalog(database.db, text, {
      dryRun,
      // A product's photo path is relative to the catalogue file.
      baseDir: dirname(resolve(path)),
      storage: config.PHOTO_STORAGE,
    });
    if (!result.ok) {
      for (const problem of result.problems) console.error(formatProblem(problem));
      const lines = new Set(result.problems.map((problem) => problem.line)).size;
      console.error(`\n잘못된 줄이 ${lines}개 있어 아무것도 가져오지 않았습니다.`);
      return 1;
    }
    if (!dryRun && database.dialect === 'postgres') {
      // After a bulk load, outside the import's transaction: planner statistics and a visibility map.
      for (const table of ['search_term', 'search_document', 'search_tag', 'search_suggestion', 'product']) {
        await sql`vacuum analyze ${sql.table(table)}`.execute(database.db);
      }
    }
    const { categories, regions, stores, products } = result.summary;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const verb = dryRun ? '검사했습니다 (--dry-run: 저장하지 않음)' : '가져왔습니다';
    console.log(
      `카테고리 ${categories}개, 지역 ${regions}개, 상점 ${stores}개, 상품 ${products}개를 ${verb}. (${seconds}초)`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

/**
 * `npm test`: every check, in the order a reviewer would want them, ending with one summary line
 * (`total: N passed, N failed, N skipped`) computed from the runners' JSON reports.
 *
 * Installs Debian's chromium, fonts-noto-cjk and pgbouncer first when they are missing (the machines run as
 * root); nothing is downloaded from anywhere but Debian's archive.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureSystemDeps } from './system-deps.ts';
import { type PlaywrightSuite, playwrightNotes, type VitestReport, vitestNotes } from './test-report.ts';

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  note?: string;
}

const bin = (name: string) => `node_modules/.bin/${name}`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const results: StepResult[] = [];
/** Tests to name above the summary: failed ones, and those that passed only on a second try. */
const testNotes: string[] = [];
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

function check(name: string, command: string, args: string[]): void {
  if (!wanted(name)) return;
  console.log(`\n== ${name} ==`);
  const code = run(command, args);
  results.push({ name, ok: code === 0, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
}

mkdirSync('test-results', { recursive: true });
ensureSystemDeps();

check('typecheck', bin('tsc'), ['-p', 'tsconfig.json']);
check('lint', bin('biome'), ['check', '.']);

if (wanted('unit')) {
  console.log('\n== unit, machine and server tests (vitest) ==');
  const report = 'test-results/vitest.json';
  rmSync(report, { force: true });
  const code = run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson<
    {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    } & VitestReport
  >(report);
  testNotes.push(...vitestNotes(json));
  results.push({
    name: 'vitest',
    ok: code === 0,
    passed: json?.numPassedTests ?? 0,
    failed: json ? json.numFailedTests + (code === 0 ? 0 : json.numFailedTests === 0 ? 1 : 0) : 1,
    skipped: (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0),
    ...(json ? {} : { note: 'no report' }),
  });
}

if (wanted('e2e')) {
  console.log('\n== production build ==');
  const built = run(bin('vite'), ['build', '--logLevel', 'warn']) === 0;
  results.push({ name: 'build', ok: built, passed: built ? 1 : 0, failed: built ? 0 : 1, skipped: 0 });
  if (built) {
    console.log('\n== end-to-end tests (playwright, Chromium) ==');
    const report = 'test-results/playwright.json';
    rmSync(report, { force: true });
    const code = run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
    const json = readJson<{
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      suites: PlaywrightSuite[];
    }>(report);
    testNotes.push(...playwrightNotes(json?.suites));
    results.push({
      name: 'playwright',
      ok: code === 0,
      passed: (json?.stats.expected ?? 0) + (json?.stats.flaky ?? 0),
      failed: json ? json.stats.unexpected + (code !== 0 && json.stats.unexpected === 0 ? 1 : 0) : 1,
      skipped: json?.stats.skipped ?? 0,
    });
  }
}

console.log('\n== summary ==');
for (const note of testNotes) console.log(note);
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${r.note ? ` (${r.note})` : ''}`,
  );
}
const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(
  `total: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(results.every((r) => r.ok) && existsSync('test-results') ? 0 : 1);

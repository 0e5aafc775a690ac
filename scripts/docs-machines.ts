/**
 * Writes docs/machines/: a Mermaid state diagram, reference tables and a Stately-loadable JSON config
 * per machine, generated from the machine definitions, the README, and coverage.md from the last
 * unit and browser runs' results (test-results/machine-coverage/). `npm run docs:machines`.
 *
 * `npm run docs:machines -- --viz <name>` prints docs/machines/<name>.json as code to paste into the
 * Stately visualizer instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { machineDocs } from '#machines/diagram/machine-docs.ts';
import { listTransitions, type TransitionSummary } from '#machines/introspect/transitions.ts';
import { machineCatalog } from '#machines/machine-catalog.ts';
import { type CoverageResult, MACHINE_COVERAGE_DIR } from '#machines/testing/model-paths.ts';

const outDir = new URL('../docs/machines/', import.meta.url);

const vizIndex = process.argv.indexOf('--viz');
if (vizIndex !== -1) {
  const name = process.argv[vizIndex + 1];
  const file = new URL(`${name}.json`, outDir);
  if (!name || !existsSync(file)) {
    console.error(`usage: npm run docs:machines -- --viz <${machineCatalog.map((e) => e.name).join('|')}>`);
    process.exit(2);
  }
  process.stdout.write(
    [
      "import { createMachine } from 'xstate';",
      '',
      `// docs/machines/${name}.json: structure only; guards and actions are named, their code lives in the machine file.`,
      `export const machine = createMachine(${readFileSync(file, 'utf8').trim()});`,
      '',
    ].join('\n'),
  );
  process.exit(0);
}

/** The four machines whose generated paths also run in Chromium (tests/e2e/machines/). */
const BROWSER_MACHINES = ['sessionMachine', 'termsMachine', 'maintenanceMachine', 'installPopupMachine'];

function readResult(machine: string, runner: 'unit' | 'browser'): CoverageResult | undefined {
  // A model suite may be named without the `Machine` suffix (toastQueue).
  for (const name of [machine, machine.replace(/Machine$/, '')]) {
    const path = `${MACHINE_COVERAGE_DIR}/${name}.${runner}.json`;
    if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as CoverageResult;
  }
  return undefined;
}

function describeTransition(t: TransitionSummary | undefined, key: string): string {
  if (!t) return `\`${key}\``;
  const event = t.eventType === '' ? 'always' : t.eventType;
  const guard = t.guard ? ` [${t.guard}]` : '';
  const targets = t.targets.length ? ` → ${t.targets.map((id) => `\`${id}\``).join(', ')}` : '';
  return `\`${t.source}\` on \`${event}\`${guard}${targets}`;
}

function renderCoverage(): string {
  const rows: string[] = [];
  const notes: string[] = [];
  const cell = (result: CoverageResult | undefined, total: number) =>
    result
      ? `${result.covered.length}/${result.total}${result.total === total ? '' : ` (definition now has ${total})`}`
      : 'no result file';
  for (const entry of machineCatalog) {
    const transitions = listTransitions(entry.machine);
    const unit = readResult(entry.exportName, 'unit');
    const inBrowser = BROWSER_MACHINES.includes(entry.exportName);
    const browser = inBrowser ? readResult(entry.exportName, 'browser') : undefined;
    rows.push(
      `| [\`${entry.exportName}\`](${entry.name}.md) | ${transitions.length} | ${cell(unit, transitions.length)} | ${inBrowser ? cell(browser, transitions.length) : 'not driven in the browser'} | ${[unit?.finishedAt, browser?.finishedAt].filter(Boolean).join(', ')} |`,
    );
    if (inBrowser && !browser)
      notes.push(
        `### \`${entry.exportName}\``,
        '',
        `No browser result: \`${MACHINE_COVERAGE_DIR}/${entry.exportName}.browser.json\` was missing when this file was written (its paths have not run in Chromium here).`,
        '',
      );
    if (browser?.missing.length) {
      notes.push(`### \`${entry.exportName}\``, '', 'Not covered in the browser, and why:', '');
      for (const { key, reason } of browser.missing)
        notes.push(
          `- ${describeTransition(
            transitions.find((t) => t.key === key),
            key,
          )}: ${reason}.`,
        );
      notes.push('');
    }
  }
  return [
    '# Transition coverage',
    '',
    '<!-- Written by `npm run docs:machines` from the result files of the last runs. Do not edit by hand. -->',
    '',
    'Per machine: transitions its definition has, and how many of them the runs took. **Unit** is the',
    'model-based test (`machines/<name>/<name>.test.ts`, vitest): every shortest path of',
    '`TestModel` from `xstate/graph` on a real actor with hand-settled fakes. **Browser** is the same',
    "generator's paths driven through Chromium (`tests/e2e/machines/<name>.paths.spec.ts`): the fewest",
    'paths that take every transition the browser can drive, each event performed through the real UI,',
    'the server (development identity provider, admin CLI) or a browser double, the screen checked after',
    'every step. Each run writes `<machine>.unit.json` / `<machine>.browser.json` to',
    `\`${MACHINE_COVERAGE_DIR}/\`, and prints \`<machine>: transitions covered N/M\` (unit) or`,
    '`<machine> (browser): transitions covered N/M`. "no result file" means that run has not happened on',
    'the machine that wrote this page; no number is guessed.',
    '',
    '| Machine | Transitions | Unit | Browser | Results from |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    '## Transitions not driven through the browser',
    '',
    ...(notes.length
      ? notes
      : ['None: every transition of the browser-driven machines ran in Chromium.', '']),
  ].join('\n');
}

await mkdir(outDir, { recursive: true });
const docs = machineDocs();
for (const [fileName, content] of docs) await writeFile(new URL(fileName, outDir), content);
await writeFile(new URL('coverage.md', outDir), renderCoverage());
console.log(`docs/machines: wrote ${docs.size + 1} files (${[...docs.keys()].join(', ')}, coverage.md)`);

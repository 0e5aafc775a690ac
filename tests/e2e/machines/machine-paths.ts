import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type Browser, test } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  type CoverageResult,
  coveringPaths,
  MACHINE_COVERAGE_DIR,
  type WalkedPath,
  walkModel,
} from '#machines/testing/model-paths.ts';
import type { ModelSpec } from '#machines/testing/model-test.ts';

/**
 * Drives the unit model test's generated paths (machines/<name>/<name>.paths.ts) through Chromium:
 * each chosen path is one test that performs every event through the real UI, the server (admin CLI,
 * development identity provider) or a browser double, and checks the screen after every step.
 *
 * Which paths: the fewest that take every transition the browser can drive (greedy set cover over
 * the transitions each path takes, measured on the real actor in Node). A path whose events include
 * one the table cannot perform is left out, and a transition only such paths take is reported with
 * the table's reason. Coverage counts a step's transitions once its action ran and its screen held;
 * the file's last hook prints `<machine> (browser): transitions covered N/M` and writes
 * `<machine>.browser.json` for docs/machines/coverage.md.
 */

export interface Step {
  event: AnyEventObject;
  /** Model state before the step (undefined at the start). */
  before: AnyMachineSnapshot | undefined;
  /** Model state after the step. */
  state: AnyMachineSnapshot;
  /** The next step's event, when an action must be prepared before this step. */
  next: AnyEventObject | undefined;
  /** The steps before this one (the start first): where the earlier steps left the page. */
  history: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>;
}

export interface MachinePathTable<TContext> {
  /** Export name, as in the unit test's line: `termsMachine`. */
  machine: string;
  model: ModelSpec<AnyStateMachine>;
  /** Why this step cannot be performed through the browser; undefined when it can. */
  notDrivable?: (step: Step) => string | undefined;
  /**
   * Sample events the browser cannot perform at all. The shortest path to a transition may go through
   * one of them while a longer drivable path exists; the same generator, run without these events,
   * supplies such paths (`browser path N`), used only where the unit paths cannot cover (a unit path
   * they make redundant is then left out).
   */
  withoutEvents?: (event: AnyEventObject) => boolean;
  /**
   * Like `withoutEvents`, for events the browser can perform in some states only (`false`: not from
   * this snapshot). The generator's shortest path to a transition may take such an event where the
   * browser cannot while a longer drivable one exists; the narrowed walk supplies it.
   */
  narrow?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /**
   * Opens the browser for the path's input (the `xstate.init` step). `steps` is the whole path, for
   * what must be in place before the page loads (a user agent, what storage holds for the first answer).
   */
  start: (browser: Browser, input: unknown, steps: Step[]) => Promise<TContext>;
  /** How each event type is performed in the browser. */
  perform: Record<string, (context: TContext, step: Step) => Promise<void>>;
  /** Asserts what the user sees in `step.state`. */
  screen: (context: TContext, step: Step) => Promise<void>;
  finish?: (context: TContext) => Promise<void>;
}

function stepsOf(path: WalkedPath): Array<Step & { transitions: string[] }> {
  return path.steps.map((step, index) => ({
    event: step.event,
    before: path.steps[index - 1]?.state,
    state: step.state,
    next: path.steps[index + 1]?.event,
    history: path.steps.slice(0, index).map(({ event, state }) => ({ event, state })),
    transitions: step.transitions,
  }));
}

function reasonOf<T>(table: MachinePathTable<T>, step: Step): string | undefined {
  if (!(step.event.type in table.perform)) return `no browser action for '${step.event.type}'`;
  return table.notDrivable?.(step);
}

/**
 * The path up to its first step the browser cannot perform (a prefix of a generated path is a path
 * too), and why it stops there.
 */
function drivablePrefix<T>(
  table: MachinePathTable<T>,
  path: WalkedPath,
): { path: WalkedPath; stop?: string } {
  const steps = stepsOf(path);
  const cut = steps.findIndex((step, index) => index > 0 && reasonOf(table, step) !== undefined);
  if (cut === -1) return { path };
  const kept = path.steps.slice(0, cut);
  return {
    path: {
      ...path,
      label: `${path.label} (first ${cut - 1} steps)`,
      description:
        path.description
          .split(' → ')
          .slice(0, cut - 1)
          .join(' → ') || '(start)',
      steps: kept,
      transitions: new Set(kept.flatMap((step) => step.transitions)),
    },
    stop: reasonOf(table, steps[cut]!),
  };
}

const resultFile = (machine: string, name: string) =>
  `${MACHINE_COVERAGE_DIR}/${machine}.browser/${name.replace(/[^\w-]+/g, '-')}.json`;

export async function describeMachinePaths<T>(table: MachinePathTable<T>): Promise<void> {
  const walked = await walkModel(table.model);
  const prefixes = walked.paths.map((path) => drivablePrefix(table, path));
  let chosen = coveringPaths(prefixes.map((prefix) => prefix.path));
  if (table.withoutEvents || table.narrow) {
    const drop = table.withoutEvents ?? (() => false);
    const { filterEvents, events } = table.model;
    const narrow = table.narrow;
    const narrowed = await walkModel(
      {
        ...table.model,
        events: events.filter((event) => !drop(event)),
        ...(narrow && {
          filterEvents: (snapshot, event) =>
            narrow(snapshot, event) && (filterEvents?.(snapshot, event) ?? true),
        }),
      },
      'browser path',
    );
    const unitCovered = new Set(chosen.flatMap((path) => [...path.transitions]));
    const candidates = narrowed.paths.map((path) => drivablePrefix(table, path).path);
    const extra = coveringPaths(
      candidates
        .map((path) => ({
          ...path,
          transitions: new Set([...path.transitions].filter((k) => !unitCovered.has(k))),
        }))
        .filter((path) => path.transitions.size > 0),
    );
    chosen = [
      ...chosen,
      ...extra.map((path) => candidates.find((candidate) => candidate.label === path.label)!),
    ];
    // A path the others make redundant (together they take every transition it takes) is left out:
    // the extra paths often take what a unit path was chosen for.
    for (const path of [...chosen]) {
      const others = chosen.filter((other) => other !== path).flatMap((other) => [...other.transitions]);
      if ([...path.transitions].every((key) => others.includes(key)))
        chosen = chosen.filter((other) => other !== path);
    }
  }
  // Why a transition stays out of the browser: what stops the generated paths before they take it.
  // The reason given at the step that takes it is the one that names it; stops earlier on a path that
  // takes it later count only when no path stops at the transition itself.
  const whyNot = new Map<string, Set<string>>();
  const whyNotAtStep = new Map<string, Set<string>>();
  const note = (map: Map<string, Set<string>>, key: string, reason: string) =>
    map.set(key, (map.get(key) ?? new Set<string>()).add(reason));
  for (const [index, path] of walked.paths.entries()) {
    const { path: kept, stop } = prefixes[index]!;
    if (!stop) continue;
    for (const key of path.transitions) note(whyNot, key, stop);
    for (const key of path.steps[kept.steps.length]?.transitions ?? []) note(whyNotAtStep, key, stop);
  }
  for (const [key, reasons] of whyNotAtStep) whyNot.set(key, reasons);
  const reachable = new Set(chosen.flatMap((path) => [...path.transitions]));

  test.describe(`${table.machine} paths in Chromium`, () => {
    // A path is several screens, server commands and sometimes a second tab.
    test.setTimeout(120_000);
    for (const path of chosen) {
      test(`${path.label}: ${path.description}`, async ({ browser }) => {
        const covered = new Set<string>();
        const save = () => {
          mkdirSync(`${MACHINE_COVERAGE_DIR}/${table.machine}.browser`, { recursive: true });
          writeFileSync(resultFile(table.machine, path.label), JSON.stringify([...covered]));
        };
        save();
        const steps = stepsOf(path);
        const context = await table.start(browser, path.input, steps);
        try {
          for (const step of steps) {
            await test.step(`${step.event.type} → ${JSON.stringify(step.state.value)}`, async () => {
              if (step.event.type !== 'xstate.init') await table.perform[step.event.type]!(context, step);
              await table.screen(context, step);
            });
            for (const key of step.transitions) covered.add(key);
            save();
          }
        } finally {
          await table.finish?.(context);
        }
      });
    }

    test.afterAll(() => {
      const covered = new Set<string>();
      for (const path of chosen) {
        try {
          for (const key of JSON.parse(readFileSync(resultFile(table.machine, path.label), 'utf8')))
            covered.add(key);
        } catch {
          // The path did not run in this worker's run: it covers nothing.
        }
      }
      const defined = walked.defined.map((t) => t.key);
      const result: CoverageResult = {
        machine: table.machine,
        runner: 'browser',
        covered: defined.filter((key) => covered.has(key)),
        total: defined.length,
        missing: defined
          .filter((key) => !covered.has(key))
          .map((key) => ({
            key,
            reason: reachable.has(key)
              ? 'its path failed or did not run'
              : [...(whyNot.get(key) ?? new Set(['no generated path takes it']))].join('; '),
          })),
        finishedAt: new Date().toISOString(),
      };
      writeFileSync(
        `${MACHINE_COVERAGE_DIR}/${table.machine}.browser.json`,
        `${JSON.stringify(result, null, 2)}\n`,
      );
      console.log(`${table.machine} (browser): transitions covered ${result.covered.length}/${result.total}`);
      for (const { key, reason } of result.missing) console.log(`  not in the browser: ${key}: ${reason}`);
    });
  });
}

import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, InputFrom } from 'xstate';
import type { TransitionSummary } from '../introspect/transitions.ts';
import { flush, ModelHarness, type ModelSpec, type PlannedPath, planModel } from './model-test.ts';

/**
 * The unit model test's paths, walked once in Node so another runner (the Playwright machine paths in
 * tests/e2e/machines/) can drive the same paths elsewhere: for every step, the event, the model state
 * after it and the transitions the real actor took. Nothing here imports vitest or Playwright.
 */

export interface WalkedStep {
  /** `xstate.init` for the start. */
  event: AnyEventObject;
  /** Model snapshot after the step. */
  state: AnyMachineSnapshot;
  /** Transition keys (introspect/transitions.ts) the actor took during the step. */
  transitions: string[];
}

export interface WalkedPath {
  /** 1-based, as the unit test names it (`path N: ...`). */
  number: number;
  /** `path N` for the unit test's paths; another prefix for paths of a narrowed model. */
  label: string;
  input: unknown;
  description: string;
  steps: WalkedStep[];
  transitions: Set<string>;
}

export interface WalkedModel {
  paths: WalkedPath[];
  defined: TransitionSummary[];
}

/** A Set that also notes which keys were added since the last `take()`. */
class StepRecorder extends Set<string> {
  private recent: string[] = [];
  override add(key: string): this {
    this.recent?.push(key);
    return super.add(key);
  }
  take(): string[] {
    const keys = this.recent;
    this.recent = [];
    return keys;
  }
}

async function walkPath<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
  planned: PlannedPath,
  number: number,
  prefix: string,
): Promise<WalkedPath> {
  const recorder = new StepRecorder();
  const harness = new ModelHarness(spec.machine, planned.input as InputFrom<TMachine>, recorder);
  harness.start();
  await flush();
  const [first, ...rest] = planned.path.steps;
  if (!first) throw new Error(`path ${number} has no steps`);
  const steps: WalkedStep[] = [
    { event: { type: 'xstate.init' }, state: first.state, transitions: recorder.take() },
  ];
  for (const step of rest) {
    const executor = spec.executors[step.event.type];
    if (!executor) throw new Error(`no executor for '${step.event.type}'`);
    await executor(harness, step.event);
    await flush();
    if (harness.failure) throw harness.failure;
    steps.push({ event: step.event, state: step.state, transitions: recorder.take() });
  }
  harness.actor.stop();
  return {
    number,
    label: `${prefix} ${number}`,
    input: planned.input,
    description: planned.description,
    steps,
    transitions: new Set(steps.flatMap((step) => step.transitions)),
  };
}

/**
 * Every path of the unit model test, with the transitions each step takes. With `prefix` other than
 * `path`, the spec is usually narrowed (fewer sample events), so its paths are labelled apart.
 */
export async function walkModel<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
  prefix = 'path',
): Promise<WalkedModel> {
  const plan = planModel(spec);
  const paths: WalkedPath[] = [];
  for (const [index, planned] of plan.paths.entries())
    paths.push(await walkPath(spec, planned, index + 1, prefix));
  return { paths, defined: plan.defined };
}

/**
 * The fewest paths (greedy set cover: most new transitions first, then fewer steps) that together take
 * every transition the `usable` paths can take. A slow runner walks these instead of all paths.
 */
export function coveringPaths(
  paths: WalkedPath[],
  usable: (path: WalkedPath) => boolean = () => true,
): WalkedPath[] {
  const candidates = paths.filter(usable);
  const covered = new Set<string>();
  const chosen: WalkedPath[] = [];
  for (;;) {
    let best: WalkedPath | undefined;
    let bestGain = 0;
    for (const path of candidates) {
      const gain = [...path.transitions].filter((key) => !covered.has(key)).length;
      if (
        gain > bestGain ||
        (gain === bestGain && gain > 0 && best && path.steps.length < best.steps.length)
      ) {
        best = path;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const key of best.transitions) covered.add(key);
  }
  return chosen;
}

/** Where runs write their coverage (`<machine>.unit.json`, `<machine>.browser.json`). */
export const MACHINE_COVERAGE_DIR = process.env.MACHINE_COVERAGE_DIR ?? 'test-results/machine-coverage';

export interface CoverageResult {
  machine: string;
  runner: 'unit' | 'browser';
  covered: string[];
  total: number;
  /** Transitions not covered, with why when the runner knows. */
  missing: Array<{ key: string; reason: string }>;
  finishedAt: string;
}

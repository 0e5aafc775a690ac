import {
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  createActor,
  fromPromise,
  type InputFrom,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate';
import { type StatePath, TestModel } from 'xstate/graph';
import {
  handledEventTypes,
  listTransitions,
  type TransitionSummary,
  transitionKey,
} from '../introspect/transitions.ts';

/**
 * Model-based testing for every machine in `machines/`, on `TestModel` from `xstate/graph`.
 *
 * `createTestModel` refuses machines with `invoke` or `after`, so the model is a plain `TestModel`
 * over the machine's pure `transition`, and each generated path drives a *real* actor: every named
 * action is replaced by a recorder, every actor by a promise the path settles by hand
 * (`xstate.done.actor.<id>` resolves it, `xstate.error.actor.<id>` rejects it) and delayed
 * transitions run on a `SimulatedClock` (`xstate.after.<ms>.<state>` advances it).
 *
 * Paths are the shortest paths to every *edge* of the reachable state graph (a vertex is the state
 * plus the event and state it came from), so every reachable transition is on some path. Coverage is
 * measured on the real actors through the inspection API: distinct transitions taken / transitions
 * the definition has. Below 100% the suite fails and lists what was never taken.
 */

export interface RecordedCall {
  kind: 'action' | 'actor' | 'emitted';
  name: string;
  /** Action params, actor input or the emitted event. */
  params: unknown;
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

function isBuiltinAction(implementation: unknown): boolean {
  return typeof implementation === 'function' && 'resolve' in implementation;
}

/** Waits until promise callbacks and the actor's reactions to them have run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** One running actor of the machine under test, with its fakes and the calls they saw. */
export class ModelHarness<TMachine extends AnyStateMachine> {
  readonly clock = new SimulatedClock();
  readonly log: RecordedCall[] = [];
  readonly actor: Actor<TMachine>;
  failure: unknown = undefined;
  private readonly pending = new Map<string, Deferred>();
  private unread = 0;

  constructor(machine: TMachine, input: InputFrom<TMachine>, walked: Set<string>) {
    const actions = Object.fromEntries(
      Object.entries(machine.implementations.actions)
        .filter(([, implementation]) => !isBuiltinAction(implementation))
        .map(([name]) => [
          name,
          (_: unknown, params: unknown) => this.log.push({ kind: 'action', name, params }),
        ]),
    );
    const actors = Object.fromEntries(
      Object.keys(machine.implementations.actors).map((name) => [
        name,
        fromPromise<unknown, unknown>(({ input: actorInput, self, signal }) => {
          this.log.push({ kind: 'actor', name, params: actorInput });
          return new Promise((resolve, reject) => {
            const deferred = { resolve, reject };
            this.pending.set(self.id, deferred);
            signal.addEventListener('abort', () => {
              if (this.pending.get(self.id) === deferred) this.pending.delete(self.id);
            });
          });
        }),
      ]),
    );
    const provided = machine.provide({ actions, actors } as never) as TMachine;
    this.actor = createActor(provided, {
      input,
      clock: this.clock,
      inspect: (inspection: InspectionEvent) => {
        // The initial microsteps run inside createActor, before `this.actor` exists: match the machine.
        if (inspection.type !== '@xstate.microstep') return;
        for (const transition of inspection._transitions) {
          if (transition.source.machine === provided) walked.add(transitionKey(transition));
        }
      },
    } as never) as Actor<TMachine>;
    this.actor.on('*', (emitted: AnyEventObject) =>
      this.log.push({ kind: 'emitted', name: emitted.type, params: emitted }),
    );
    this.actor.subscribe({ error: (error) => (this.failure = error) });
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  start(): void {
    this.actor.start();
  }

  send(event: AnyEventObject): void {
    this.actor.send(event as never);
  }

  /** Resolves the running invoked actor `id` with `output`. */
  settle(id: string, output: unknown): void {
    this.take(id).resolve(output);
  }

  /** Rejects the running invoked actor `id` with `error`. */
  fail(id: string, error: unknown): void {
    this.take(id).reject(error);
  }

  advance(ms: number): void {
    this.clock.increment(ms);
  }

  isRunning(id: string): boolean {
    return this.pending.has(id);
  }

  /** Calls recorded since the previous read. */
  takeCalls(): RecordedCall[] {
    const calls = this.log.slice(this.unread);
    this.unread = this.log.length;
    return calls;
  }

  private take(id: string): Deferred {
    const deferred = this.pending.get(id);
    if (!deferred) throw new Error(`actor '${id}' is not running, so it cannot settle`);
    this.pending.delete(id);
    return deferred;
  }
}

export type EventExecutor<TMachine extends AnyStateMachine> = (
  harness: ModelHarness<TMachine>,
  event: AnyEventObject,
) => void | Promise<void>;

function suffixAfter(type: string, prefix: string): string {
  if (!type.startsWith(prefix)) throw new Error(`'${type}' is not a '${prefix}*' event`);
  return type.slice(prefix.length);
}

/** The usual ways to make the real actor take a model event. */
export const execute = {
  /** An event from outside: send it. */
  send: (harness: ModelHarness<AnyStateMachine>, event: AnyEventObject) => harness.send(event),
  /** `xstate.done.actor.<id>`: resolve the fake actor with the event's `output`. */
  settle: (harness: ModelHarness<AnyStateMachine>, event: AnyEventObject) =>
    harness.settle(suffixAfter(event.type, 'xstate.done.actor.'), event.output),
  /** `xstate.error.actor.<id>`: reject the fake actor with the event's `error`. */
  fail: (harness: ModelHarness<AnyStateMachine>, event: AnyEventObject) =>
    harness.fail(suffixAfter(event.type, 'xstate.error.actor.'), event.error),
  /** `xstate.after.<ms>.<state id>`: let the simulated clock run that long. */
  elapse: (harness: ModelHarness<AnyStateMachine>, event: AnyEventObject) => {
    const ms = Number(suffixAfter(event.type, 'xstate.after.').split('.')[0]);
    if (!Number.isFinite(ms)) throw new Error(`'${event.type}' has no numeric delay`);
    harness.advance(ms);
  },
} satisfies Record<string, EventExecutor<AnyStateMachine>>;

/** What a machine test sees after each step of a path. */
export interface StepCheck<TMachine extends AnyStateMachine> {
  /** The event just taken (`xstate.init` for the start). */
  event: AnyEventObject;
  /** Model snapshots before (undefined at the start) and after the step. */
  before: AnyMachineSnapshot | undefined;
  after: AnyMachineSnapshot;
  /** Actions run, actors started and events emitted by the real actor during the step. */
  calls: RecordedCall[];
  harness: ModelHarness<TMachine>;
  /** The input this path started the actor with. */
  input: InputFrom<TMachine>;
}

export interface ModelSpec<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** One model per input: machines whose start depends on input get a start per case. */
  inputs: Array<InputFrom<TMachine>>;
  /** Sample events, payload variants included, for every event type the machine handles. */
  events: AnyEventObject[];
  /** How the real actor takes each event type. Type it with `satisfies Record<EventType, ...>`. */
  executors: Record<string, EventExecutor<TMachine>>;
  /** The part of the context that is model state (drop ever-growing counters). */
  project?: (context: ContextFrom<TMachine>) => unknown;
  /** Further limits on the explored state space (e.g. a queue length). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** Machine-specific assertions on observable outcomes after every step. */
  check?: (step: StepCheck<TMachine>) => void;
}

export interface PlannedPath {
  input: unknown;
  path: StatePath<AnyMachineSnapshot, AnyEventObject>;
  description: string;
}

export interface ModelPlan<TMachine extends AnyStateMachine> {
  paths: PlannedPath[];
  defined: TransitionSummary[];
  /** Transition keys taken by the real actors so far. */
  walked: Set<string>;
  run(planned: PlannedPath): Promise<void>;
  coverage(): { covered: number; total: number; missing: TransitionSummary[] };
  spec: ModelSpec<TMachine>;
}

function eventLabel(event: AnyEventObject): string {
  const { type, ...payload } = event;
  const shortType = type
    .replace(/^xstate\.(done|error)\.actor\./, '$1:')
    .replace(/^xstate\.after\.(\d+)\..*$/, 'after $1ms');
  return Object.keys(payload).length ? `${shortType} ${JSON.stringify(payload)}` : shortType;
}

export function planModel<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>): ModelPlan<TMachine> {
  const project = spec.project ?? ((context: unknown) => context);
  const vertex = (snapshot: AnyMachineSnapshot | undefined) =>
    snapshot ? JSON.stringify({ value: snapshot.value, context: project(snapshot.context) }) : '';
  const model = new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(spec.machine as never, {
    events: spec.events,
    // Only events the state reacts to: the graph stays the machine's, not every event everywhere.
    filterEvents: (snapshot, event) => snapshot.can(event) && (spec.filterEvents?.(snapshot, event) ?? true),
    serializeState: (snapshot, event, previous) =>
      event ? `${vertex(snapshot)} via ${JSON.stringify(event)} from ${vertex(previous)}` : vertex(snapshot),
  });
  const paths = spec.inputs.flatMap((input) =>
    model.getShortestPaths({ input }).map((path) => ({
      input,
      path,
      description:
        path.steps
          .slice(1)
          .map((step) => eventLabel(step.event))
          .join(' → ') || '(start)',
    })),
  );
  const walked = new Set<string>();
  const defined = listTransitions(spec.machine);

  async function run(planned: PlannedPath): Promise<void> {
    let harness: ModelHarness<TMachine> | undefined;
    let event: AnyEventObject = { type: 'xstate.init' };
    let before: AnyMachineSnapshot | undefined;
    const events: Record<string, (step: { event: AnyEventObject }) => Promise<void>> = {
      'xstate.init': async () => {
        harness = new ModelHarness(spec.machine, planned.input as InputFrom<TMachine>, walked);
        harness.start();
      },
    };
    for (const [type, executor] of Object.entries(spec.executors)) {
      events[type] = async (step) => {
        if (!harness) throw new Error('the path did not start the actor');
        event = step.event;
        await executor(harness, step.event);
      };
    }
    await model.testPath(planned.path, {
      events: events as never,
      states: {
        '*': async (after: AnyMachineSnapshot) => {
          if (!harness) throw new Error('the path did not start the actor');
          await flush();
          if (harness.failure) throw harness.failure;
          const real = harness.snapshot;
          assertEqual(real.value, after.value, 'state value');
          assertEqual(project(real.context), project(after.context), 'context');
          assertEqual([...real.tags].sort(), [...after.tags].sort(), 'tags');
          spec.check?.({
            event,
            before,
            after,
            calls: harness.takeCalls(),
            harness,
            input: planned.input as InputFrom<TMachine>,
          });
          before = after;
        },
      },
    });
  }

  function coverage() {
    const missing = defined.filter((transition) => !walked.has(transition.key));
    return { covered: defined.length - missing.length, total: defined.length, missing };
  }

  return { paths, defined, walked, run, coverage, spec };
}

function assertEqual(actual: unknown, expected: unknown, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`real actor's ${what} differs from the model: ${a} !== ${e}`);
}

/** Event types the machine handles that the spec cannot produce (no executor or no sample event). */
export function untestableEvents(spec: ModelSpec<AnyStateMachine>): {
  noExecutor: string[];
  noSample: string[];
  unknown: string[];
} {
  const handled = handledEventTypes(spec.machine);
  const sampled = new Set(spec.events.map((event) => event.type));
  return {
    noExecutor: handled.filter((type) => !(type in spec.executors)),
    noSample: handled.filter((type) => !sampled.has(type)),
    unknown: Object.keys(spec.executors).filter((type) => !handled.includes(type)),
  };
}

export function formatCoverage(name: string, plan: ModelPlan<AnyStateMachine>): string {
  const { covered, total } = plan.coverage();
  return `${name}: transitions covered ${covered}/${total}`;
}

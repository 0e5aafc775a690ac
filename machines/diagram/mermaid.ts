import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  allStateNodes,
  describeAction,
  listTransitions,
  type TransitionSummary,
} from '../introspect/transitions.ts';

/**
 * Draws a machine definition as a Mermaid `stateDiagram-v2`, plus exact tables of its states and
 * transitions (the tables are the reference; a diagram of a big chart is an overview).
 *
 * Mermaid quirks this works around: a composite state cannot carry an `as` alias (mermaid-js/mermaid
 * #2026), so composites use their plain id; state ids are global to the diagram, so a key used twice
 * in one machine gets its path as id; keywords cannot be ids.
 */

const MERMAID_KEYWORDS = new Set([
  'state',
  'note',
  'end',
  'direction',
  'class',
  'classDef',
  'style',
  'click',
  'as',
]);

function isCompound(node: AnyStateNode): boolean {
  return node.type === 'compound' || node.type === 'parallel';
}

function diagramIds(machine: AnyStateMachine): Map<string, string> {
  const nodes = allStateNodes(machine).filter((node) => node !== machine.root);
  const keyCount = new Map<string, number>();
  for (const node of nodes) keyCount.set(node.key, (keyCount.get(node.key) ?? 0) + 1);
  const ids = new Map<string, string>();
  for (const node of nodes) {
    const plain = /^[A-Za-z][A-Za-z0-9_]*$/.test(node.key) && !MERMAID_KEYWORDS.has(node.key);
    const id =
      plain && keyCount.get(node.key) === 1 ? node.key : node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
    ids.set(node.id, id);
  }
  return ids;
}

/** `done: validateToken`, `after 2500ms`, `always`, or the event type itself. */
export function eventLabel(transition: TransitionSummary): string {
  if (transition.kind === 'always') return 'always';
  if (transition.kind === 'after') return `after ${transition.delay}ms`;
  if (transition.kind === 'done') return transition.eventType.replace(/^xstate\.done\.actor\./, 'done ');
  if (transition.kind === 'error') return transition.eventType.replace(/^xstate\.error\.actor\./, 'error ');
  return transition.eventType;
}

function transitionLabel(transition: TransitionSummary): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const actions = transition.actions.length ? ` / ${transition.actions.join(', ')}` : '';
  // A colon would end the label early and `#` starts an entity code in Mermaid.
  return `${eventLabel(transition)}${guard}${actions}`.replace(/[:;#]/g, ' ');
}

function renderNode(node: AnyStateNode, ids: Map<string, string>, indent: string, lines: string[]): void {
  const id = ids.get(node.id)!;
  if (!isCompound(node)) {
    lines.push(id === node.key ? `${indent}${id}` : `${indent}state "${node.key}" as ${id}`);
    if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
    return;
  }
  lines.push(`${indent}state ${id} {`);
  renderChildren(node, ids, `${indent}  `, lines);
  lines.push(`${indent}}`);
}

function renderChildren(node: AnyStateNode, ids: Map<string, string>, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === 'parallel') {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}--`);
      renderNode(region, ids, indent, lines);
    });
    return;
  }
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial) lines.push(`${indent}[*] --> ${ids.get(initial.id)}`);
  for (const child of children) renderNode(child, ids, indent, lines);
}

/** The ```mermaid block body for a machine. */
export function renderMermaid(machine: AnyStateMachine): string {
  const ids = diagramIds(machine);
  const lines = ['stateDiagram-v2'];
  if (machine.root.type === 'parallel') {
    // Mermaid accepts the `--` region separator only inside a composite state.
    const rootId = `${machine.root.id.replace(/[^A-Za-z0-9_]/g, '_')}_machine`;
    lines.push(`  [*] --> ${rootId}`, `  state ${rootId} {`);
    renderChildren(machine.root, ids, '    ', lines);
    lines.push('  }');
  } else {
    renderChildren(machine.root, ids, '  ', lines);
  }
  for (const transition of listTransitions(machine)) {
    // The root's own (targetless) transitions have no box to start from; the table lists them.
    const source = ids.get(transition.source);
    if (!source) continue;
    const targets = transition.targets.length ? transition.targets : [transition.source];
    for (const target of targets)
      lines.push(`  ${source} --> ${ids.get(target) ?? source} : ${transitionLabel(transition)}`);
  }
  return lines.join('\n');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|') || '—';
}

function invokedSources(node: AnyStateNode): string[] {
  return (node.invoke as Array<{ src: string | unknown; id: string }>).map((invoke) =>
    typeof invoke.src === 'string' ? invoke.src : invoke.id,
  );
}

function statesTable(machine: AnyStateMachine): string[] {
  const rows = allStateNodes(machine)
    .filter((node) => node !== machine.root)
    .map((node) => {
      // `after` adds raise/cancel actions to entry and exit; they are shown as transitions instead.
      const entry = node.entry.map(describeAction).filter((name) => !name.startsWith('xstate.'));
      const exit = node.exit.map(describeAction).filter((name) => !name.startsWith('xstate.'));
      return `| \`${node.path.join('.')}\` | ${node.type} | ${cell(node.tags.join(', '))} | ${cell(invokedSources(node).join(', '))} | ${cell(entry.join(', '))} | ${cell(exit.join(', '))} |`;
    });
  return ['| State | Type | Tags | Invokes | Entry | Exit |', '|---|---|---|---|---|---|', ...rows];
}

function transitionsTable(machine: AnyStateMachine): string[] {
  const short = (id: string) => (id === machine.root.id ? '(machine)' : id.slice(machine.root.id.length + 1));
  const rows = listTransitions(machine).map((t) => {
    const targets = t.targets.length ? t.targets.map(short).join(', ') : '(stays)';
    return `| \`${short(t.source)}\` | ${cell(eventLabel(t))} | ${cell(t.guard ?? '')} | ${cell(t.reenter ? `${targets} (re-entered)` : targets)} | ${cell(t.actions.join(', '))} |`;
  });
  return ['| From | Event | Guard | To | Actions |', '|---|---|---|---|---|', ...rows];
}

export interface MachineDocEntry {
  /** File name under docs/machines/ and folder under machines/. */
  name: string;
  exportName: string;
  sourceFile: string;
  purpose: string;
  machine: AnyStateMachine;
}

/** The whole Markdown page for one machine. */
export function renderMachineDoc(entry: MachineDocEntry): string {
  const transitions = listTransitions(entry.machine);
  return [
    `# ${entry.exportName}`,
    '',
    '<!-- Generated by `npm run docs:machines` from the machine definition. Do not edit by hand. -->',
    '',
    entry.purpose,
    '',
    `Source: [\`${entry.sourceFile}\`](../../${entry.sourceFile}). ${transitions.length} transitions, every one walked by the model-based test.`,
    '',
    '```mermaid',
    renderMermaid(entry.machine),
    '```',
    '',
    '## States',
    '',
    ...statesTable(entry.machine),
    '',
    '## Transitions',
    '',
    'Guarded branches of one event are listed in the order they are tried.',
    '',
    ...transitionsTable(entry.machine),
    '',
    '## Open it in the Stately visualizer',
    '',
    'Copy this block into https://stately.ai/viz (see [README](README.md)).',
    '',
    '<details><summary>Paste-ready structure</summary>',
    '',
    '```js',
    renderVizSource(entry.machine),
    '```',
    '',
    '</details>',
    '',
  ].join('\n');
}

type PlainTransition = { target?: string[]; guard?: string; actions?: string[]; reenter?: true };
type PlainState = {
  id?: string;
  type?: string;
  initial?: string;
  description?: string;
  tags?: string[];
  entry?: string[];
  exit?: string[];
  invoke?: Array<{ id: string; src: string; onDone?: PlainTransition[]; onError?: PlainTransition[] }>;
  on?: Record<string, PlainTransition[]>;
  after?: Record<string, PlainTransition[]>;
  always?: PlainTransition[];
  states?: Record<string, PlainState>;
};

function plainTransition(t: TransitionSummary): PlainTransition {
  const plain: PlainTransition = {};
  if (t.targets.length) plain.target = t.targets.map((id) => `#${id}`);
  if (t.guard) plain.guard = t.guard;
  if (t.actions.length) plain.actions = t.actions;
  if (t.reenter) plain.reenter = true;
  return plain;
}

function plainState(node: AnyStateNode, transitions: TransitionSummary[]): PlainState {
  const own = transitions.filter((t) => t.source === node.id);
  const state: PlainState = {};
  if (!node.parent) state.id = node.id;
  if (node.type === 'parallel' || node.type === 'final') state.type = node.type;
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (node.type === 'compound' && initial) state.initial = initial.key;
  if (node.description) state.description = node.description;
  if (node.tags.length) state.tags = [...node.tags];
  const entry = node.entry.map(describeAction).filter((name) => !name.startsWith('xstate.'));
  const exit = node.exit.map(describeAction).filter((name) => !name.startsWith('xstate.'));
  if (entry.length) state.entry = entry;
  if (exit.length) state.exit = exit;
  const invokes = node.invoke as Array<{ id: string; src: unknown }>;
  if (invokes.length) {
    state.invoke = invokes.map((invoke) => {
      const done = own.filter((t) => t.eventType === `xstate.done.actor.${invoke.id}`).map(plainTransition);
      const error = own.filter((t) => t.eventType === `xstate.error.actor.${invoke.id}`).map(plainTransition);
      return {
        id: invoke.id,
        src: typeof invoke.src === 'string' ? invoke.src : invoke.id,
        ...(done.length ? { onDone: done } : {}),
        ...(error.length ? { onError: error } : {}),
      };
    });
  }
  const append = (group: Record<string, PlainTransition[]>, key: string, t: TransitionSummary) => {
    group[key] = [...(group[key] ?? []), plainTransition(t)];
  };
  for (const t of own) {
    if (t.kind === 'done' || t.kind === 'error') continue;
    if (t.kind === 'always') {
      state.always = [...(state.always ?? []), plainTransition(t)];
    } else if (t.kind === 'after') {
      state.after = state.after ?? {};
      append(state.after, String(t.delay), t);
    } else {
      state.on = state.on ?? {};
      append(state.on, t.eventType, t);
    }
  }
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length) {
    state.states = Object.fromEntries(children.map((child) => [child.key, plainState(child, transitions)]));
  }
  return state;
}

/**
 * The machine's structure as a plain `createMachine` config: named guards and actions, no code. It
 * pastes into the Stately visualizer, which cannot resolve this repository's relative imports.
 */
export function vizConfig(machine: AnyStateMachine): PlainState {
  return plainState(machine.root, listTransitions(machine));
}

export function renderVizSource(machine: AnyStateMachine): string {
  return [
    "import { createMachine } from 'xstate';",
    '',
    '// Structure only: guards and actions are named, their code lives in the machine file.',
    `export const machine = createMachine(${JSON.stringify(vizConfig(machine), null, 2)});`,
  ].join('\n');
}

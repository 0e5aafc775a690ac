import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Reads a machine's definition the way the coverage check and the diagram generator both need it:
 * every transition a state node defines (event, after-delay, invoke onDone/onError, always), each
 * guarded branch counted on its own, keyed so that a transition taken by a running actor (seen through
 * the inspection API) maps back to the same key even when the machine was `.provide()`d.
 */

export interface TransitionSummary {
  key: string;
  /** State node id, e.g. `session.signedIn.validating`. */
  source: string;
  /** Event type; `''` for an eventless (`always`) transition. */
  eventType: string;
  kind: 'event' | 'after' | 'done' | 'error' | 'always';
  guard: string | null;
  /** Target state node ids; empty for a targetless transition. */
  targets: string[];
  reenter: boolean;
  actions: string[];
  /** Milliseconds (or the delay's name) of an after-transition. */
  delay?: number | string;
}

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return nodes;
}

function transitionIndex(transition: AnyTransitionDefinition): number {
  const source = transition.source;
  const list =
    transition.eventType === ''
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  return list.indexOf(transition);
}

/** Stable key of one transition (one guarded branch) of a machine definition. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const event = transition.eventType === '' ? 'always' : transition.eventType;
  return `${transition.source.id} | ${event} | #${transitionIndex(transition)}`;
}

type GuardLike = unknown;

/** Human-readable guard: `tokenValid`, `not(isBanned)`, `and(a, b)`. */
export function describeGuard(guard: GuardLike): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composite = guard as { check?: { name?: string }; guards?: GuardLike | GuardLike[] };
    if (composite.guards !== undefined) {
      const name = (composite.check?.name ?? '').replace(/^check/, '').toLowerCase() || 'guard';
      const parts = (Array.isArray(composite.guards) ? composite.guards : [composite.guards]).map(
        describeGuard,
      );
      return `${name}(${parts.join(', ')})`;
    }
    return guard.name || 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'guard';
}

/** Human-readable action name: named actions by name, built-ins by their xstate type. */
export function describeAction(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const builtin = action as { type?: string; name?: string };
    return builtin.type ?? (builtin.name || 'inline action');
  }
  if (typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string') {
    return action.type;
  }
  return 'action';
}

function kindOf(eventType: string): TransitionSummary['kind'] {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.')) return 'done';
  if (eventType.startsWith('xstate.error.')) return 'error';
  return 'event';
}

function summarize(transition: AnyTransitionDefinition): TransitionSummary {
  const summary: TransitionSummary = {
    key: transitionKey(transition),
    source: transition.source.id,
    eventType: transition.eventType,
    kind: kindOf(transition.eventType),
    guard: describeGuard(transition.guard),
    targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
    reenter: transition.reenter,
    actions: transition.actions.map(describeAction),
  };
  const delay = (transition as { delay?: number | string }).delay;
  if (delay !== undefined) summary.delay = delay;
  return summary;
}

/** Every transition the machine defines, in document order. */
export function listTransitions(machine: AnyStateMachine): TransitionSummary[] {
  return allStateNodes(machine).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(summarize),
    ...(node.always ?? []).map(summarize),
  ]);
}

/** Event types the machine reacts to (after, done and error events included; `always` excluded). */
export function handledEventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(listTransitions(machine).flatMap((t) => (t.eventType === '' ? [] : [t.eventType])))];
}

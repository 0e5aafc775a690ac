import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { listTransitions } from '../introspect/transitions.ts';
import { machineCatalog } from '../machine-catalog.ts';
import { machineDocs } from './machine-docs.ts';
import { renderMermaid, vizConfig } from './mermaid.ts';

const docsDir = new URL('../../docs/machines/', import.meta.url);

describe.each(machineCatalog)('diagram of $exportName', ({ machine }) => {
  const diagram = renderMermaid(machine);
  const lines = diagram.split('\n');

  it('draws one arrow per transition target (root-level ones are in the table only)', () => {
    const drawable = listTransitions(machine).filter((t) => t.source !== machine.root.id);
    const expected = drawable.reduce((sum, t) => sum + Math.max(1, t.targets.length), 0);
    const arrows = lines.filter((line) => / --> /.test(line) && / : /.test(line));
    expect(arrows).toHaveLength(expected);
  });

  it('uses each state id once and never a Mermaid keyword as an id', () => {
    const declared = lines
      .map((line) => line.trim())
      .filter(
        (line) =>
          line && !line.includes('-->') && line !== '--' && line !== '}' && line !== 'stateDiagram-v2',
      )
      .map((line) =>
        line
          .replace(/^state "[^"]*" as /, '')
          .replace(/^state /, '')
          .replace(/ \{$/, ''),
      );
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.filter((id) => ['state', 'note', 'end', 'direction', 'class'].includes(id))).toEqual([]);
  });

  it('keeps labels free of characters that end or break a Mermaid label', () => {
    for (const line of lines.filter((l) => l.includes(' : '))) {
      expect(line.split(' : ')[1]).not.toMatch(/[:;#]/);
    }
  });

  it('pastes into the visualizer as the same machine: same states, events, guards and targets', () => {
    const rebuilt = createMachine(vizConfig(machine) as never);
    const shape = (m: typeof machine) =>
      listTransitions(m).map(({ key, guard, targets, reenter, actions }) => ({
        key,
        guard,
        targets,
        reenter,
        actions,
      }));
    expect(shape(rebuilt)).toEqual(shape(machine));
  });
});

describe('docs/machines', () => {
  it('is up to date with the machines (run `npm run docs:machines` after changing one)', async () => {
    for (const [fileName, expected] of machineDocs()) {
      const onDisk = await readFile(new URL(fileName, docsDir), 'utf8').catch(() => '(missing)');
      expect(onDisk, `docs/machines/${fileName} is stale`).toBe(expected);
    }
  });
});

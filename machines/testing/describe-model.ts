import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { type CoverageResult, MACHINE_COVERAGE_DIR } from './model-paths.ts';
import { formatCoverage, type ModelSpec, planModel, untestableEvents } from './model-test.ts';

/**
 * Registers the model-based suite of one machine: one test per generated path, then the coverage
 * gate, which prints `transitions covered N/N` and fails below 100%. Tests in a file run in order, so
 * the gate sees every path (running a subset with `-t` makes it fail, on purpose). The gate also writes
 * `<name>.unit.json` to MACHINE_COVERAGE_DIR for docs/machines/coverage.md.
 */
export function describeModel<TMachine extends AnyStateMachine>(
  name: string,
  spec: ModelSpec<TMachine>,
): void {
  const plan = planModel(spec);

  describe(`${name} model`, () => {
    it('can drive every event type the machine handles', () => {
      expect(untestableEvents(spec as unknown as ModelSpec<AnyStateMachine>)).toEqual({
        noExecutor: [],
        noSample: [],
        unknown: [],
      });
    });

    plan.paths.forEach((planned, index) => {
      it(`path ${index + 1}: ${planned.description}`, async () => {
        await plan.run(planned);
      });
    });

    it('covers 100% of the transitions', () => {
      const line = formatCoverage(name, plan as never);
      console.log(line);
      const { missing, total } = plan.coverage();
      // docs/machines/coverage.md (npm run docs:machines) reads this next to the browser runs' results.
      const result: CoverageResult = {
        machine: name,
        runner: 'unit',
        covered: [...plan.walked].filter((key) => plan.defined.some((t) => t.key === key)).sort(),
        total,
        missing: missing.map((t) => ({ key: t.key, reason: 'not taken by any generated path' })),
        finishedAt: new Date().toISOString(),
      };
      mkdirSync(MACHINE_COVERAGE_DIR, { recursive: true });
      writeFileSync(`${MACHINE_COVERAGE_DIR}/${name}.unit.json`, `${JSON.stringify(result, null, 2)}\n`);
      expect(missing.map((t) => `${t.key} [${t.guard ?? ''}] -> ${t.targets.join(', ')}`)).toEqual([]);
    });
  });
}

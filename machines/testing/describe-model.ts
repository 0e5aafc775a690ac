import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { formatCoverage, type ModelSpec, planModel, untestableEvents } from './model-test.ts';

/**
 * Registers the model-based suite of one machine: one test per generated path, then the coverage
 * gate, which prints `transitions covered N/N` and fails below 100%. Tests in a file run in order, so
 * the gate sees every path (running a subset with `-t` makes it fail, on purpose).
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
      const { missing } = plan.coverage();
      expect(missing.map((t) => `${t.key} [${t.guard ?? ''}] -> ${t.targets.join(', ')}`)).toEqual([]);
    });
  });
}

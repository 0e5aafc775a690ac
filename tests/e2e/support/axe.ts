import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/**
 * axe-core's critical and serious violations on the page as it is now (or within `selector`), one
 * line each (rule and elements), so `expect(await seriousViolations(page)).toEqual([])` names what is wrong. Injected
 * through the debugging protocol, so the page's CSP does not have to allow it.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document | string) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    return (await axe.run(within ?? document)).violations;
  }, selector);
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

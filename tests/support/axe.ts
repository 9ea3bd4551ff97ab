import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const axeSource = createRequire(import.meta.url)('axe-core').source as string;

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary: string }[];
}

/**
 * The page's (or one frame's) serious and critical WCAG 2.2 AA violations by axe-core, one line each; []
 * when it passes.
 */
export async function seriousAxeViolations(page: Page | Frame): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(options: unknown): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .map((node) => `${node.target.join(' ')} ${node.failureSummary}`)
            .join(', ')}`,
      );
  });
}

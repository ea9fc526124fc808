import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The page's serious and critical axe violations, each with what it is and where (a few nodes). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} [${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}]`,
    );
}

// axe-core (the pinned root devDependency) injected into a page of the e2e suite: runs the
// WCAG 2.0/2.1/2.2 A and AA rules and answers the critical and serious violations, one line
// each (rule, impact, how many nodes, the first targets), so a failing assertion says what to fix.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['critical', 'serious']);

/**
 * Runs axe on the page as it is now (the whole document, so an open dialog and the shell around
 * it are checked together). Answers the blocking violations as readable lines (empty: none).
 */
export async function axeViolations(page, { include } = {}) {
  // Once per document: a navigation inside the app keeps window.axe. Evaluated over CDP, not as
  // a <script> (the app's Content-Security-Policy allows no inline script, rightly).
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    async ([tags, context]) => {
      const answer = await window.axe.run(context ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return answer.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary, impact: n.impact })),
      }));
    },
    [AXE_TAGS, include ?? null],
  );
  return result
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => BLOCKING.has(n.impact ?? v.impact)) }))
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length} nodes: ${v.help}) e.g. ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target} — ${n.summary?.split('\n').slice(0, 2).join(' ')}`)
          .join(' | ')}`,
    );
}

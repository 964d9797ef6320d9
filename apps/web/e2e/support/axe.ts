import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The European Accessibility Act applies: a page may have no serious or critical axe violation
 * of WCAG 2.1 A and AA. Answers one line per violation, so a failure names the rule and nodes.
 */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// Axe, as every end-to-end test runs it. Legacy mode runs axe in the page and its frames (all of
// them the site's own origin here) and gathers the results there; the default mode finishes each
// check in a new tab of its own, loading axe's half a megabyte of script into it once more.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** What the site is held to: WCAG 2.2 AA and axe's best practices. */
export const WCAG_AA_AND_BEST_PRACTICE = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** An axe check of the page as it stands (chain `withTags`, `include`, `exclude`, then `analyze`). */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

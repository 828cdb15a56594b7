import { expect, type Locator, type Page } from '@playwright/test';

/** The options of the antd Select list open now (lists are portaled to the body). */
const openOptions = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

/**
 * Picks an option of a searchable antd Select by typing it: once the filtered option shows, Enter
 * takes the active (first) one — steadier than clicking an option the list is still re-rendering,
 * and it reaches options of a virtual list that are not in the DOM.
 */
export async function chooseByTyping(page: Page, scope: Locator, label: string, text: string) {
  const select = scope.getByLabel(label);
  await select.click();
  await select.fill(text);
  await expect(openOptions(page).filter({ hasText: text }).first()).toBeVisible();
  await select.press('Enter');
}

/**
 * Picks an option of a short antd Select without search (every option is rendered) by its text,
 * and waits until the select shows it. On a loaded machine a click can reach the list while it is
 * still sliding in and be lost (CI, 2026-11-24: 'Categoría' stayed empty with its list open), so
 * the pick is tried again until the choice shows.
 */
export async function chooseByClicking(page: Page, scope: Locator, label: string, text: string) {
  const field = scope.getByLabel(label);
  // The select itself: it shows the chosen option's text.
  const select = field.locator(
    "xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]",
  );
  const option = openOptions(page).filter({ hasText: text }).first();
  await expect(async () => {
    if (!(await option.isVisible())) await field.click();
    await option.click({ timeout: 5_000 });
    await expect(select).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The options a searchable antd Select offers for `text`, read from its open list, then closed. */
export async function offered(page: Page, scope: Locator, label: string, text: string) {
  const input = scope.getByLabel(label);
  await input.click();
  await input.fill(text);
  await page.waitForTimeout(300);
  const names = await openOptions(page).allTextContents();
  await input.fill('');
  await page.keyboard.press('Escape');
  return names;
}

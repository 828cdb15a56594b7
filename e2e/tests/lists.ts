import { expect, type Page } from '@playwright/test';

/**
 * Types `text` into a list's search box and waits until the list shows the search's answer,
 * settled. Until then the rows on screen may be the unfiltered page's — the row sought among them —
 * about to be redrawn under the loading veil, and a click landing as the veil falls is lost.
 */
export async function searchList(page: Page, text: string, placeholder = 'Buscar') {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.startsWith('/api/') && url.searchParams.get('buscar') === text;
  });
  await page.getByPlaceholder(placeholder, { exact: true }).fill(text);
  await answered;
  await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
}

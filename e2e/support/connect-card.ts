import type { Page } from 'playwright-core';

// The connect page's card (/connect/extension): which extension asks, and its pairing code.

/** The card's details, term to definition: "Extension", "Extension id", "Pairing code". */
export async function connectCardDetails(page: Page): Promise<Record<string, string>> {
  const main = page.getByRole('main');
  await main.getByRole('definition').first().waitFor();
  const terms = await main.getByRole('term').allInnerTexts();
  const definitions = await main.getByRole('definition').allInnerTexts();
  return Object.fromEntries(terms.map((term, i) => [term, definitions[i] ?? '']));
}

/** The box that says the popup shows the same pairing code. */
export const codeMatchesBox = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('checkbox', { name: 'The extension’s popup shows this same pairing code.' });

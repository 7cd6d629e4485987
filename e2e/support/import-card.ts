import type { Locator, Page } from 'playwright-core';
import type { Import } from '@shared/contracts/import';
import type { Account } from './accounts';

// The Settings → Import card, by role and accessible name only.

/** The card: a region named by its title. */
export function importCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Import', exact: true });
}

/** Chooses a file as the browser's picker would, from text or bytes held in memory. */
export async function chooseImportFile(
  page: Page,
  name: string,
  content: string | Buffer,
  mimeType = 'text/plain',
): Promise<void> {
  const buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  await importCard(page).getByLabel('File to import').setInputFiles({ name, mimeType, buffer });
}

/**
 * Drags a file over the card, as from the desktop, and drops it there once the card shows it
 * would take it (the page builds the file: a DataTransfer cannot cross from Node).
 */
export async function dropImportFile(page: Page, name: string, text: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ([fileName, content]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], fileName, { type: 'text/plain' }));
      return transfer;
    },
    [name, text] as const,
  );
  await importCard(page).dispatchEvent('dragover', { dataTransfer });
  await importCard(page).getByText('Drop the file to read it.', { exact: true }).waitFor();
  await importCard(page).dispatchEvent('drop', { dataTransfer });
}

/** The lines of one of the card's lists ("What the file holds", "Import summary", "Report"). */
export function cardList(page: Page, name: string): Locator {
  return importCard(page).getByRole('list', { name, exact: true }).getByRole('listitem');
}

/** The lines' texts, a line's paragraphs one a row (innerText puts blank rows between). */
export async function cardListTexts(page: Page, name: string): Promise<string[]> {
  const texts = await cardList(page, name).allInnerTexts();
  return texts.map((text) => text.replace(/\n+/g, '\n').trim());
}

/** The text of one line, its paragraphs one a row. */
export async function lineText(line: Locator): Promise<string> {
  return (await line.innerText()).replace(/\n+/g, '\n').trim();
}

export function importProgress(page: Page): Locator {
  return importCard(page).getByRole('progressbar');
}

/** The user's import as the API has it (null: none). */
export async function currentImportViaApi(
  serverUrl: string,
  account: Account,
): Promise<Import | null> {
  const response = await fetch(`${serverUrl}/api/imports/current`, {
    headers: { Authorization: `Bearer ${account.session.access_token}` },
  });
  if (!response.ok) throw new Error(`GET /api/imports/current failed (${response.status})`);
  return ((await response.json()) as { import: Import | null }).import;
}

/** The dashboard's Send card as a user fills it. */
import type { Locator, Page } from 'playwright-core';

export interface SendFields {
  readonly asset?: string;
  readonly destination: string;
  readonly amount: string;
  readonly tag?: string;
  readonly memo?: string;
}

/** Fills the Send card (asset XRP unless told), clearing the optional fields not given. */
export async function fillSend(page: Page, fields: SendFields): Promise<void> {
  await page.getByTestId('send-asset').selectOption(fields.asset ?? 'XRP');
  await page.getByTestId('send-destination').fill(fields.destination);
  await page.getByTestId('send-amount').fill(fields.amount);
  await page.getByLabel('Destination tag (optional)').fill(fields.tag ?? '');
  await page.getByLabel('Memo (optional)').fill(fields.memo ?? '');
}

export const sendButton = (page: Page): Locator => page.getByRole('button', { name: 'Send', exact: true });

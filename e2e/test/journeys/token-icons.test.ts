/**
 * Icons are ours, and one token never takes the markets down: a token launched from the /launch form with an
 * uploaded icon is listed on the live markets page, its icon loading from our own origin under the hash of its
 * bytes (before, its data: URL made every list answer a 500 and the page said "Server error"); the form says
 * plainly why an SVG or a too-large file is refused.
 */
import { createHash } from 'node:crypto';
import { ICON_ERRORS } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import type { Stack } from '../../src/index.js';
import { LARGE_FILE, SVG_FILE, solidPng } from './icon-files.js';
import { type Trader, useTradingJourney } from './journey.js';

let stack: Stack;
let trader: Trader;
useTradingJourney({ fundXrp: 500n }, (started) => ({ stack, trader } = started));

const png = solidPng(32, 32, [240, 90, 40]);
const iconPath = `/api/icons/${createHash('sha256').update(png).digest('hex')}.png`;

describe('a token launched with an uploaded icon', () => {
  it('the form refuses an SVG and a file over 256 KB, saying why', async () => {
    const { page } = trader;
    await page.goto('/launch');
    const file = page.getByTestId('launch-icon-file');
    await file.setInputFiles(SVG_FILE);
    await page.getByText(ICON_ERRORS.wrongType).waitFor();
    await file.setInputFiles(LARGE_FILE);
    await page.getByText(ICON_ERRORS.tooLarge).waitFor();
    expect(await page.locator('img.icon-preview').count()).toBe(0);
  });

  it('is launched from the form and listed on the live markets with its icon from our origin', async () => {
    const { page, tracked } = trader;
    await page.goto('/launch');
    await page.getByTestId('launch-name').fill('Picture');
    await page.getByTestId('launch-ticker').fill('PIC');
    await page.getByTestId('launch-supply').fill('1000000');
    await page
      .getByTestId('launch-icon-file')
      .setInputFiles({ name: 'pic.png', mimeType: 'image/png', buffer: png });
    await page.locator('img.icon-preview').waitFor();
    await page.getByTestId('launch-xrp').fill('50');
    await page.getByTestId('launch-tokens').fill('400000');
    await page.getByTestId('launch-fee').fill('0.5');
    await page.getByTestId('launch-review-button').click();
    await page.getByTestId('launch-confirm').click();
    await page.getByRole('heading', { name: 'Token launched' }).waitFor({ timeout: 60_000 });

    const iconRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') iconRequests.push(request.url());
    });
    await page.goto('/live-markets');
    const row = page.locator('.markets-table tbody tr', { hasText: 'PIC' });
    const icon = row.locator('img.token-icon');
    await icon.waitFor();
    expect(await icon.getAttribute('src')).toBe(iconPath);
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(32);
    expect(iconRequests).toContain(`${stack.origin}${iconPath}`);
    expect(iconRequests.every((url) => url.startsWith(`${stack.origin}/`))).toBe(true);
    expect(await page.getByText('Server error').count()).toBe(0);
    await tracked.screenshot('token-icon-live-markets');
    expect(tracked.problems).toEqual([]);
  }, 120_000);
});

/**
 * Adding wallets through the UI (spec §2, §5, §9): the messages while a secret is typed; imports by a 12- and
 * a 24-word phrase, a family seed (algorithm detected and locked) and secret numbers, each at the address
 * derived here independently; Cancel in Confirm Wallet Import; a duplicate refused; a fifth wallet generated
 * and a sixth refused with 'Maximum 5 wallets allowed'; then none of the secrets typed left the page.
 */
import { GENESIS_SEED } from '@horizon/ledger';
import { shortenAddress } from '@horizon/core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type Stack, type TrackedPage, startStack } from '../../src/index.js';
import { confirmBackup, verifiedOnWallet } from './journey.js';
import { leaks, missedCarriers, needlesOf } from './secret-search.js';
import { SessionRecorder } from './session-recorder.js';
import {
  type TestKey,
  generatedPhraseKey,
  newPhrase,
  newSecretNumbersKey,
  newSeed,
  phraseKey,
  seedKey,
} from './test-keys.js';
import {
  dialogOf,
  importWallet,
  openAddWallet,
  openImport,
  submitImport,
  walletMenuRows,
} from './wallet-ui.js';

const recorder = new SessionRecorder();
let stack: Stack;
let tracked: TrackedPage;
let page: Page;
/** Every key added, for the secret scan at the end. */
const keys: TestKey[] = [];
/** The addresses added so far, in order (the first is the active one). */
const added: string[] = [];
/** The family seed imported, typed again to be refused. */
let importedSeed = '';

beforeAll(async () => {
  stack = await startStack({ serverEnv: { LOG_LEVEL: 'info' }, serverLog: recorder.serverLogStream });
  tracked = await stack.openPage(DESKTOP);
  page = tracked.page;
  await recorder.watch(page);
  await verifiedOnWallet(page);
}, 120_000);

afterAll(() => stack?.close());

/** The form's message, or none (polled: a message goes away on the next keystroke's render). */
async function expectMessage(dialog: Locator, text: string | null) {
  const alert = dialog.getByRole('alert');
  if (text === null) await expect.poll(() => alert.count()).toBe(0);
  else await expect.poll(() => alert.textContent()).toBe(text);
}

const MNEMONIC_MESSAGE = 'Invalid mnemonic phrase. Please check your input.';
const SEED_MESSAGE = 'Invalid seed. Please check your input.';

describe('adding wallets', () => {
  it('checks a recovery phrase once 12 words are typed, and only 12 or 24 valid words', async () => {
    const dialog = await openImport(page, 'Recovery phrase');
    const field = dialog.getByTestId('import-secret');
    const phrase = newPhrase(12);
    await field.fill(phrase.split(' ').slice(0, 11).join(' '));
    await expectMessage(dialog, null);
    // Twelve words from the list whose checksum is wrong (all-zero entropy ends in 'about').
    await field.fill(Array(12).fill('abandon').join(' '));
    await expectMessage(dialog, MNEMONIC_MESSAGE);
    await tracked.screenshot('journey-import-invalid-mnemonic');
    await field.fill(phrase);
    await expectMessage(dialog, null);
    await field.fill(`${phrase} abandon`);
    await expectMessage(dialog, MNEMONIC_MESSAGE);
    await field.fill(newPhrase(15)); // a valid bip39 phrase, but not a length Horizon imports
    await expectMessage(dialog, MNEMONIC_MESSAGE);
    await field.fill(`${phrase.split(' ').slice(0, 11).join(' ')} horizon`); // not a bip39 word
    await expectMessage(dialog, MNEMONIC_MESSAGE);
    await dialog.getByRole('button', { name: 'Import Wallet', exact: true }).click();
    await expectMessage(dialog, 'Invalid mnemonic phrase');
    expect(await dialog.getByRole('heading', { name: 'Confirm Wallet Import' }).count()).toBe(0);
  });

  it('checks a seed once it is over 10 characters, and locks the algorithm its prefix sets', async () => {
    await dialogOf(page).getByRole('button', { name: 'Family seed', exact: true }).click();
    const dialog = dialogOf(page);
    const field = dialog.getByTestId('import-secret');
    const algorithm = dialog.getByRole('combobox');
    const seed = seedKey(newSeed('ed25519')).typed;
    await field.pressSequentially(seed.slice(0, 10));
    await expectMessage(dialog, null);
    await field.pressSequentially(seed.slice(10, 11));
    await expectMessage(dialog, SEED_MESSAGE);
    await field.pressSequentially(seed.slice(11));
    await expectMessage(dialog, null);
    await expect.poll(() => algorithm.inputValue()).toBe('ed25519');
    await expect.poll(() => algorithm.isDisabled()).toBe(true);
    expect(await dialog.getByText('Set by the seed').count()).toBe(1);
    await tracked.screenshot('journey-import-seed-locked');
    // One character changed breaks the base58 checksum.
    await field.fill(`${seed.slice(0, -1)}${seed.endsWith('a') ? 'b' : 'a'}`);
    await expectMessage(dialog, SEED_MESSAGE);
    await expect.poll(() => algorithm.isDisabled()).toBe(false);
    await field.fill(GENESIS_SEED); // 'sn…': secp256k1, locked
    await expectMessage(dialog, null);
    await expect.poll(() => algorithm.inputValue()).toBe('secp256k1');
    await expect.poll(() => algorithm.isDisabled()).toBe(true);
  });

  it('checks secret numbers once 8 blocks are typed, each with its checksum digit', async () => {
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Secret numbers', exact: true }).click();
    const field = dialog.getByTestId('import-secret');
    const blocks = newSecretNumbersKey().typed.split(' ');
    await field.fill(blocks.slice(0, 7).join(' '));
    await expectMessage(dialog, null);
    const last = blocks[7] ?? '';
    const wrong = `${last.slice(0, 5)}${(Number(last.slice(5)) + 1) % 10}`;
    await field.fill([...blocks.slice(0, 7), wrong].join(' '));
    await expectMessage(dialog, 'Invalid secret numbers. Please check your input.');
    await field.fill(blocks.join(' '));
    await expectMessage(dialog, null);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('imports a 12-word phrase after one Cancel in Confirm Wallet Import; it becomes the active wallet', async () => {
    const key = phraseKey(newPhrase(12));
    expect(await submitImport(page, 'Recovery phrase', key.typed)).toEqual({
      address: key.address,
      algorithm: 'secp256k1',
    });
    const dialog = dialogOf(page);
    expect(await dialog.getByText('Different algorithms give different addresses').count()).toBe(1);
    await tracked.screenshot('journey-import-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('heading', { name: 'Import Wallet' }).waitFor();
    expect(await dialog.getByTestId('import-secret').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Wallet menu' }).click();
    expect(await page.locator('.wallet-dropdown').getByText('No Wallet Connected').count()).toBe(1);
    await page.getByRole('button', { name: 'Wallet menu' }).click();

    expect(await importWallet(page, 'Recovery phrase', key.typed)).toEqual({
      address: key.address,
      algorithm: 'secp256k1',
    });
    added.push(key.address);
    keys.push(key);
    await expect
      .poll(() => page.locator('.wallet-button-address').textContent())
      .toBe(shortenAddress(key.address));
  });

  it('imports a 24-word phrase, a seed and secret numbers, each at its own address', async () => {
    const phrase = phraseKey(newPhrase(24));
    const seed = seedKey(newSeed('ed25519'));
    const numbers = newSecretNumbersKey();
    const cases = [
      ['Recovery phrase', phrase],
      ['Family seed', seed],
      ['Secret numbers', numbers],
    ] as const;
    for (const [kind, key] of cases) {
      const dialog = await openAddWallet(page);
      expect(await dialog.getByTestId('remaining-slots').textContent()).toBe(
        `${5 - added.length} slots remaining`,
      );
      await dialog.getByRole('button', { name: 'Close' }).click();
      const shown = await importWallet(page, kind, key.typed);
      expect(shown, kind).toEqual({ address: key.address, algorithm: key.algorithm });
      added.push(key.address);
      keys.push(key);
    }
    expect(seed.algorithm).toBe('ed25519');
    importedSeed = seed.typed;
    expect(await walletMenuRows(page)).toEqual(added.map(shortenAddress));
    // Adding a wallet never takes the active place from the first.
    expect(await page.locator('.wallet-button-address').textContent()).toBe(shortenAddress(added[0] ?? ''));
  });

  it('refuses a wallet already added', async () => {
    const dialog = await openImport(page, 'Family seed');
    await dialog.getByTestId('import-secret').fill(importedSeed);
    await dialog.getByRole('button', { name: 'Import Wallet', exact: true }).click();
    await expectMessage(dialog, 'This wallet is already added');
    expect(await dialog.getByRole('heading', { name: 'Confirm Wallet Import' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await walletMenuRows(page)).toHaveLength(4);
  });

  it('generates a fifth wallet, then refuses a sixth with the limit message', async () => {
    const dialog = await openAddWallet(page);
    expect(await dialog.getByTestId('remaining-slots').textContent()).toBe('1 slot remaining');
    await dialog.getByRole('button', { name: 'Generate Wallet' }).click();
    const backup = await confirmBackup(page);
    const generated = generatedPhraseKey(backup.mnemonic);
    expect(backup.address).toBe(generated.address);
    added.push(backup.address);
    keys.push(generated);
    expect(await walletMenuRows(page)).toEqual(added.map(shortenAddress));

    for (const tab of ['Generate New Wallet', 'Import Existing Wallet']) {
      const full = await openAddWallet(page);
      await full.getByRole('tab', { name: tab }).click();
      expect(await full.getByTestId('remaining-slots').textContent()).toBe('0 slots remaining');
      await expectMessage(full, 'Maximum 5 wallets allowed');
      expect(await full.getByRole('button', { name: /^(Generate|Import) Wallet$/ }).count()).toBe(0);
      expect(await full.getByTestId('import-secret').count()).toBe(0);
      if (tab === 'Generate New Wallet') await tracked.screenshot('journey-sixth-wallet-refused');
      await full.getByRole('button', { name: 'Close' }).click();
    }
    // The five are kept across a reload, the first still active.
    await page.reload();
    expect(await walletMenuRows(page)).toEqual(added.map(shortenAddress));
    expect(await page.locator('.wallet-button-address').textContent()).toBe(shortenAddress(added[0] ?? ''));
    expect(tracked.problems).toEqual([]);
  });

  it('sent, logged and kept none of the secrets typed or shown', async () => {
    await recorder.snapshotBrowser(page);
    expect(keys.map((k) => k.address)).toEqual(added);
    const needles = keys.flatMap((key, i) => needlesOf(`wallet ${i + 1}`, key));
    expect(missedCarriers(keys, needles)).toEqual([]);
    // The recorder saw each wallet's registration with the server, and the server's log of it.
    const registered = recorder.requests.filter((r) =>
      r.url.endsWith('/api/trustless/register_wallet_frontend'),
    );
    for (const address of added) expect(registered.some((r) => r.body.includes(address))).toBe(true);
    expect(recorder.serverLog.join('')).toContain('/api/trustless/register_wallet_frontend');
    expect(leaks(recorder.sources(), needles)).toEqual([]);
  });
});

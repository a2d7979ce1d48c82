/**
 * The secret scan (issue 8 "Security"): one browser session generates a wallet, imports one by a family seed
 * and one by a recovery phrase, is funded, buys a token and sends XRP with a destination tag and memo (checked
 * on the ledger), while everything it sends is recorded; then no secret it created or typed may appear in any
 * request, WebSocket frame, server log line, storage, cookie or the page's DOM.
 */
import { INPUT_ERRORS, belowAccountReserve } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet, decode } from 'xrpl';
import { DESKTOP, type Stack } from '../../src/index.js';
import {
  type Trader,
  balanceOf,
  fund,
  generateWallet,
  keepClosingLedgers,
  ledgerTx,
  memoText,
  refusedFlow,
  runFlow,
  seeded,
  seededTrader,
  shownHash,
  refusedCall,
  startTradingStack,
  verifiedOnWallet,
} from './journey.js';
import { type Needle, leaks, missedCarriers, needlesOf } from './secret-search.js';
import { fillSend, sendButton } from './send-form.js';
import { SessionRecorder } from './session-recorder.js';
import { type TestKey, generatedPhraseKey, newPhrase, newSeed, phraseKey, seedKey } from './test-keys.js';
import { importWallet } from './wallet-ui.js';

const recorder = new SessionRecorder();
let stack: Stack;
let stopClosing: () => void = () => undefined;
let trader: Trader;
const keys = new Map<string, TestKey>();

beforeAll(async () => {
  // Info level: the server logs every request, so its log is a real place a leak could land.
  stack = await startTradingStack({ serverEnv: { LOG_LEVEL: 'info' }, serverLog: recorder.serverLogStream });
  stopClosing = keepClosingLedgers(stack);
}, 120_000);

afterAll(async () => {
  stopClosing();
  await stack?.close();
});

const army = () => seeded(stack, 0);

async function xrpDrops(address: string): Promise<string> {
  const { result } = await stack.ledger.client.request({ command: 'account_info', account: address });
  return result.account_data.Balance;
}

describe('a whole session with three wallets', () => {
  it('generates a wallet and imports one by seed and one by phrase, each at the address derived here', async () => {
    const tracked = await stack.openPage(DESKTOP);
    const { page } = tracked;
    await recorder.watch(page);
    await verifiedOnWallet(page);
    const backup = await generateWallet(page);
    expect(backup.mnemonic.split(' ')).toHaveLength(24);
    const generated = generatedPhraseKey(backup.mnemonic);
    expect(backup.address).toBe(generated.address);
    keys.set('generated wallet', generated);
    // Spec §2 shows a seed only where the wallet has one; a generated wallet has a phrase alone.
    expect(backup.seed).toBeUndefined();

    const bySeed = seedKey(newSeed('ed25519'));
    expect(await importWallet(page, 'Family seed', bySeed.typed)).toEqual({
      address: bySeed.address,
      algorithm: 'ed25519',
    });
    keys.set('seed wallet', bySeed);
    const byPhrase = phraseKey(newPhrase(12));
    expect(await importWallet(page, 'Recovery phrase', byPhrase.typed)).toEqual({
      address: byPhrase.address,
      algorithm: 'secp256k1',
    });
    keys.set('phrase wallet', byPhrase);
    trader = { tracked, page, address: generated.address };
  }, 60_000);

  it('is funded and buys ARMY for 10 XRP', async () => {
    const { page } = trader;
    await fund(stack, trader.address, 500n);
    await page.goto(`/token/${army().id}`);
    await page.getByTestId('trade-balance').filter({ hasText: /[1-9]/ }).waitFor();
    // An amount the server would refuse is refused beside the field, in core's words, the button off.
    const buy = page.getByRole('button', { name: 'Buy ARMY' });
    for (const [typed, message] of [
      ['1.1234567', INPUT_ERRORS.xrpDecimals],
      ['-5', INPUT_ERRORS.amountNegative],
    ] as const) {
      await page.getByTestId('trade-amount').fill(typed);
      await page.getByTestId('field-problem').filter({ hasText: message }).waitFor();
      expect(await page.getByTestId('trade-amount').inputValue()).toBe(typed);
      expect(await page.getByTestId('trade-amount').getAttribute('aria-invalid')).toBe('true');
      expect(await buy.isDisabled(), typed).toBe(true);
    }
    await trader.tracked.screenshot('journey-buy-amount-refused');
    await page.getByTestId('trade-amount').fill('10');
    await page.getByTestId('trade-quote').waitFor();
    await runFlow(trader, () => page.getByRole('button', { name: 'Buy ARMY' }).click());
    expect(await balanceOf(stack, trader.address, army().currency, army().issuer)).toBeGreaterThan(0);
  }, 60_000);

  it('refuses to send XRP to a bad or own address, beyond its balance, untagged where a tag is required, or too little to activate', async () => {
    const { page } = trader;
    await page.goto('/wallet');
    await page.getByTestId('xrp-available').filter({ hasText: /[1-9]/ }).waitFor();
    const to = seededTrader(stack, 1).address;
    const refusedInForm = [
      [{ destination: 'rNotAnAddress', amount: '1' }, 'Invalid wallet address'],
      [{ destination: trader.address, amount: '1' }, 'Cannot send to your own address'],
      [{ destination: to, amount: '1000000' }, 'Insufficient XRP balance'],
      [{ destination: to, amount: '1.1234567' }, INPUT_ERRORS.xrpDecimals],
      [{ destination: to, amount: '-5' }, INPUT_ERRORS.amountNegative],
      [{ destination: to, amount: '1', tag: '4294967296' }, INPUT_ERRORS.destinationTagRange],
    ] as const;
    for (const [fields, message] of refusedInForm) {
      await fillSend(page, fields);
      await page.getByText(message, { exact: true }).waitFor();
      expect(await sendButton(page).isDisabled(), message).toBe(true);
    }
    // asfRequireDest (1): the server refuses to build a payment without a tag (tecDST_TAG_NEEDED otherwise).
    const tagged = await stack.ledger.fundedWallet(20n);
    await stack.ledger.submit(tagged, { TransactionType: 'AccountSet', SetFlag: 1 });
    const taggedBefore = await xrpDrops(tagged.address);
    const problemsBefore = trader.tracked.problems.length;
    await fillSend(page, { destination: tagged.address, amount: '5' });
    const untagged = await refusedFlow(trader, () => sendButton(page).click());
    expect(untagged).toContain('This destination requires a destination tag');
    await fillSend(page, { destination: Wallet.generate().address, amount: '0.5' });
    const unfunded = await refusedFlow(trader, () => sendButton(page).click());
    // The localnet's base reserve is mainnet's: 1 XRP.
    expect(unfunded).toContain(belowAccountReserve('1'));
    expect(unfunded).not.toContain('Destination account not found');
    expect(await xrpDrops(tagged.address)).toBe(taggedBefore);
    // The browser reports each refused call's 400 on the console; nothing else went wrong.
    const { problems } = trader.tracked;
    expect(problems.splice(problemsBefore)).toEqual(
      Array(2).fill(refusedCall(400, 'Bad Request', '/api/trustless/send_xrp_unsigned')),
    );
  }, 60_000);

  it('sends 25 XRP from the dashboard with a destination tag and memo, as the ledger records it', async () => {
    const { page } = trader;
    const to = seededTrader(stack, 1).address;
    const problemsBefore = trader.tracked.problems.length;
    await fillSend(page, { destination: to, amount: '25', tag: '4294967295', memo: 'rent for May ✓' });
    const done = await runFlow(trader, () => sendButton(page).click(), 'journey-send-xrp');
    expect(done).toContain('25 XRP');
    const tx = await ledgerTx(stack, shownHash(done));
    expect(tx).toMatchObject({
      TransactionType: 'Payment',
      Account: trader.address,
      Destination: to,
      DestinationTag: 4_294_967_295,
    });
    // API v2 names a payment's amount DeliverMax; v1 says Amount.
    expect(tx['DeliverMax'] ?? tx['Amount']).toBe('25000000');
    expect(memoText(tx)).toBe('rent for May ✓');
    expect(trader.tracked.problems.slice(problemsBefore)).toEqual([]);
  }, 60_000);

  it('never sent, logged or kept any secret it created or typed', async () => {
    await recorder.snapshotBrowser(trader.page);
    const needles: Needle[] = [...keys].flatMap(([label, key]) => needlesOf(label, key));
    expect(keys.size).toBe(3);
    expect(missedCarriers([...keys.values()], needles)).toEqual([]);
    expectTheRecorderRecorded();
    expect(leaks(recorder.sources(), needles)).toEqual([]);
  }, 30_000);
});

/** The recorder saw the session: the buy's signed blobs, the server's log of them, the stored wallet list. */
function expectTheRecorderRecorded() {
  const posted = recorder.requests.find(
    (r) => r.method === 'POST' && r.url.endsWith('/api/trustless/buy_token_signed'),
  );
  expect(posted, 'the buy posted its signed blobs').toBeDefined();
  const body = JSON.parse(posted?.body ?? '{}') as { tx_blob_buy?: string };
  const buy = decode(body.tx_blob_buy ?? '') as Record<string, unknown>;
  expect(buy['Account']).toBe(trader.address);
  expect(buy['TxnSignature']).toMatch(/^[0-9A-F]{128}$/);
  expect(recorder.requests.some((r) => r.headers['cookie'] !== undefined)).toBe(true);
  expect(recorder.serverLog.join('').includes('/api/trustless/buy_token_signed')).toBe(true);
  expect(recorder.kept.get('localStorage')).toContain(trader.address);
  // The vault's records are there, sealed, under a master key the page cannot export (issue 8 "The vault").
  const vault = recorder.kept.get('indexedDB') ?? '';
  for (const key of keys.values()) expect(vault).toContain(key.address);
  expect(vault).toContain('encryptedMnemonic');
  expect(vault).toContain('[CryptoKey AES-GCM 256 extractable=false]');
  // React's strings at every commit: the address it shows and the memo typed, gone from the form since.
  expect(recorder.react.errors).toEqual([]);
  expect(recorder.react.strings).toContain(trader.address);
  expect(recorder.react.strings).toContain('rent for May ✓');
}

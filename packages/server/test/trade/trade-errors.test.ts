/**
 * Every refusal of the trading calls (spec §7, §8) on a real localnet: unknown token, amounts ≤ 0 or beyond the
 * balance, slippage out of range, no trustline, and signed blobs that are not exactly what was issued. Each
 * answers its catalogue message, and the ledger sees nothing: the wallet's sequence and balance stay put.
 */
import { decode, encode } from 'ripple-binary-codec';
import { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  accountSequence,
  newFundedWallet,
  post,
  sign,
  startHarness,
  xrpBalance,
} from './harness.js';
import { type Market, createMarket, giveTokens } from './pools.js';

type Body = Record<string, unknown>;
let h: Harness | undefined;
let a: Market;
let b: Market;
let trader: Wallet;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness();
  if (!h) return;
  const pool = { xrpDrops: 1_000_000_000n, tokens: '100000', tradingFee: 500 };
  a = await createMarket(h, 'AAA', pool);
  b = await createMarket(h, 'BBB', pool);
  trader = await newFundedWallet(h, '60');
  await giveTokens(h, a, trader, '100');
}, 120_000);

afterAll(async () => h?.close());

/** Posts each case and expects its status and exact detail; the trader's account is untouched. */
async function expectRefusals(cases: readonly [string, Body, number, string][]): Promise<void> {
  const address = trader.classicAddress;
  const [sequence, balance] = [await accountSequence(need(), address), await xrpBalance(need(), address)];
  for (const [name, body, status, detail] of cases) {
    const response = await post(need(), name, { classic_address: address, ...body });
    expect({ name, status: response.statusCode, body: response.json() }).toEqual({
      name,
      status,
      body: expect.objectContaining({ detail }),
    });
  }
  expect(await accountSequence(need(), address)).toBe(sequence);
  expect(await xrpBalance(need(), address)).toBe(balance);
}

const UNKNOWN = 'Unknown token: its issuer is not an account on the ledger';

describe('building refused', () => {
  it('an unknown token, for every call that names one', async () => {
    const unknown = `ZZZ:${Wallet.generate().classicAddress}`;
    await expectRefusals([
      ['buy_token_unsigned', { token_id: unknown, xrp_amount: '1' }, 404, UNKNOWN],
      ['sell_token_unsigned', { token_id: unknown, token_amount: '1' }, 404, UNKNOWN],
      [
        'swap_tokens_unsigned',
        { from_token_id: a.tokenId, to_token_id: unknown, from_amount: '1' },
        404,
        UNKNOWN,
      ],
      [
        'create_limit_order_unsigned',
        { token_id: unknown, sell: false, token_amount: '1', xrp_price_per_token: '1' },
        404,
        UNKNOWN,
      ],
      ['amm_vote_unsigned', { token_id: unknown, trading_fee: 100 }, 404, UNKNOWN],
      [
        'amm_deposit_unsigned',
        { token_id: unknown, deposit_type: 'SINGLE_XRP', xrp_amount: '1' },
        404,
        UNKNOWN,
      ],
      ['amm_withdraw_unsigned', { token_id: unknown, withdraw_type: 'DOUBLE' }, 404, UNKNOWN],
    ]);
  }, 30_000);

  it('amounts of zero or less, and slippage outside 0.1%–50%', async () => {
    await expectRefusals([
      [
        'buy_token_unsigned',
        { token_id: a.tokenId, xrp_amount: '0' },
        400,
        'The amount must be greater than 0',
      ],
      [
        'buy_token_unsigned',
        { token_id: a.tokenId, xrp_amount: '-1' },
        400,
        'Enter the XRP amount as a number with at most 6 decimals, like 12.5',
      ],
      [
        'sell_token_unsigned',
        { token_id: a.tokenId, token_amount: '0' },
        400,
        'The amount must be greater than 0',
      ],
      [
        'swap_tokens_unsigned',
        { from_token_id: a.tokenId, to_token_id: b.tokenId, from_amount: '0.000' },
        400,
        'The amount must be greater than 0',
      ],
      [
        'create_limit_order_unsigned',
        { token_id: a.tokenId, sell: true, token_amount: '1', xrp_price_per_token: '0' },
        400,
        'The price must be greater than 0',
      ],
      [
        'buy_token_unsigned',
        { token_id: a.tokenId, xrp_amount: '1', slippage_percentage: 0.05 },
        400,
        'Slippage must be between 0.1% and 50%',
      ],
      [
        'sell_token_unsigned',
        { token_id: a.tokenId, token_amount: '1', slippage_percentage: 50.5 },
        400,
        'Slippage must be between 0.1% and 50%',
      ],
      [
        'swap_tokens_unsigned',
        { from_token_id: a.tokenId, to_token_id: b.tokenId, from_amount: '1', slippage_percentage: 0 },
        400,
        'Slippage must be between 0.1% and 50%',
      ],
    ]);
  }, 30_000);

  it('amounts beyond the balance, and tokens the wallet has no trustline for', async () => {
    await expectRefusals([
      [
        'buy_token_unsigned',
        { token_id: a.tokenId, xrp_amount: '59' },
        400,
        'Insufficient XRP balance for this transaction',
      ],
      [
        'sell_token_unsigned',
        { token_id: a.tokenId, token_amount: '100.01' },
        400,
        'Insufficient token balance for this transaction',
      ],
      [
        'sell_token_unsigned',
        { token_id: b.tokenId, token_amount: '1' },
        400,
        'No trustline exists for this token',
      ],
      [
        'swap_tokens_unsigned',
        { from_token_id: a.tokenId, to_token_id: b.tokenId, from_amount: '250' },
        400,
        'Insufficient token balance for this transaction',
      ],
      [
        'swap_tokens_unsigned',
        { from_token_id: b.tokenId, to_token_id: a.tokenId, from_amount: '1' },
        400,
        'No trustline exists for this token',
      ],
      [
        'create_limit_order_unsigned',
        { token_id: a.tokenId, sell: true, token_amount: '101', xrp_price_per_token: '0.1' },
        400,
        'Insufficient token balance for this transaction',
      ],
      [
        'create_limit_order_unsigned',
        { token_id: b.tokenId, sell: true, token_amount: '1', xrp_price_per_token: '0.1' },
        400,
        'No trustline exists for this token',
      ],
      [
        'create_limit_order_unsigned',
        { token_id: a.tokenId, sell: false, token_amount: '1000', xrp_price_per_token: '0.1' },
        400,
        'Insufficient XRP balance for this transaction',
      ],
    ]);
  }, 30_000);
});

describe('signed blobs refused', () => {
  const BLOBS = {
    buy_tx: 'tx_blob_buy',
    tx_fee: 'tx_blob_fee',
    tx_referral_fee: 'tx_blob_referral_fee',
    tx_burn_back: 'tx_blob_burn_back',
  } as const;

  async function issuedBuy(): Promise<Record<string, string>> {
    const response = await post(need(), 'buy_token_unsigned', {
      classic_address: trader.classicAddress,
      token_id: a.tokenId,
      xrp_amount: '2',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Record<string, Body | null>>();
    const out: Record<string, string> = {};
    for (const [key, name] of Object.entries(BLOBS)) {
      const tx = answer[key];
      if (tx) out[name] = sign(tx, trader);
    }
    return out;
  }

  /** The blob with one field changed, signed again by `wallet` (a valid signature on other bytes). */
  function resigned(blob: string, change: Body, wallet: Wallet = trader): string {
    const tx = decode(blob) as Body;
    delete tx['TxnSignature'];
    delete tx['SigningPubKey'];
    return wallet.sign({ ...tx, ...change } as never).tx_blob;
  }

  it('a changed bound, a changed fee payment, a swapped role, another signer, a missing blob, another call', async () => {
    const good = await issuedBuy();
    const buy = decode(String(good['tx_blob_buy'])) as Body;
    const fee = decode(String(good['tx_blob_fee'])) as Body;
    const pays = buy['TakerPays'] as { value: string };
    const stranger = Wallet.generate();
    const refused = /^The signed transaction was refused and nothing was submitted: /;
    const variants: [string, string, Body][] = [
      [
        'a lower bound',
        'buy_token_signed',
        {
          ...good,
          tx_blob_buy: resigned(String(good['tx_blob_buy']), { TakerPays: { ...pays, value: '0.0001' } }),
        },
      ],
      [
        'a smaller fee payment',
        'buy_token_signed',
        { ...good, tx_blob_fee: resigned(String(good['tx_blob_fee']), { Amount: '1' }) },
      ],
      [
        'a fee paid elsewhere',
        'buy_token_signed',
        {
          ...good,
          tx_blob_fee: resigned(String(good['tx_blob_fee']), { Destination: stranger.classicAddress }),
        },
      ],
      [
        'roles swapped',
        'buy_token_signed',
        { ...good, tx_blob_fee: good['tx_blob_burn_back'], tx_blob_burn_back: good['tx_blob_fee'] },
      ],
      [
        'signed by another key',
        'buy_token_signed',
        { ...good, tx_blob_buy: resigned(String(good['tx_blob_buy']), {}, stranger) },
      ],
      [
        'the sequence changed',
        'buy_token_signed',
        {
          ...good,
          tx_blob_buy: resigned(String(good['tx_blob_buy']), { Sequence: Number(buy['Sequence']) + 9 }),
        },
      ],
      ['a garbled blob', 'buy_token_signed', { ...good, tx_blob_fee: encode({ ...fee, Fee: '999' }) }],
      [
        'posted to another call',
        'sell_token_signed',
        {
          tx_blob_sell: good['tx_blob_buy'],
          tx_blob_fee: good['tx_blob_fee'],
          tx_blob_burn_back: good['tx_blob_burn_back'],
        },
      ],
    ];
    const sequence = await accountSequence(need(), trader.classicAddress);
    const balance = await xrpBalance(need(), trader.classicAddress);
    for (const [what, name, body] of variants) {
      const response = await post(need(), name, { classic_address: trader.classicAddress, ...body });
      expect(response.statusCode, what).toBe(400);
      expect(response.json<{ detail: string }>().detail, what).toMatch(refused);
    }
    const missing = await post(need(), 'buy_token_signed', {
      classic_address: trader.classicAddress,
      tx_blob_buy: good['tx_blob_buy'],
      tx_blob_fee: good['tx_blob_fee'],
      tx_blob_burn_back: good['tx_blob_fee'],
    });
    expect(missing.statusCode).toBe(400);
    expect(await accountSequence(need(), trader.classicAddress)).toBe(sequence);
    expect(await xrpBalance(need(), trader.classicAddress)).toBe(balance);
    // The untouched blobs still go through, once.
    const accepted = await post(need(), 'buy_token_signed', {
      classic_address: trader.classicAddress,
      ...good,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }, 30_000);
});

/** Unsigned transactions shaped as the server sends them (snake_case, autofilled), for the flow tests. */
import type { SnakeTransaction } from '@horizon/core';

export const TRADER = 'rEhh6f9rj5UUBhFzGGaxS5zYU2CCqKFXBC';
export const TRADER_SEED = 'sEdSPx8CLbFUna3DJdvJ74aQPLdemqu';
export const ISSUER = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
export const TREASURY = 'rKkznkpLz382kkhgwqiGWjvAbgGRvknrF6';
export const TOKEN = `USD:${ISSUER}`;

let sequence = 10;
export function unsigned(fields: Record<string, unknown>): SnakeTransaction {
  sequence += 1;
  return { account: TRADER, fee: '12', sequence, last_ledger_sequence: 500, ...fields };
}

/** A buy of 10 XRP as the server builds it: sell 10 XRP for at least 99 USD, 0.075 XRP fee, burn 0.25. */
export function buyResponse(overrides: Record<string, SnakeTransaction | null> = {}) {
  return {
    trustline_tx: null,
    buy_tx: unsigned({
      transaction_type: 'OfferCreate',
      taker_gets: '10000000',
      taker_pays: { currency: 'USD', issuer: ISSUER, value: '99' },
      flags: 0x000c0000,
    }),
    tx_fee: unsigned({ transaction_type: 'Payment', destination: TREASURY, amount: '75000' }),
    tx_referral_fee: null,
    tx_burn_back: unsigned({
      transaction_type: 'Payment',
      destination: ISSUER,
      amount: { currency: 'USD', issuer: ISSUER, value: '0.25' },
    }),
    ...overrides,
  };
}

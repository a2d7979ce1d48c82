/** Every trade flow of spec §7 as a definition for the generic runner. */
import {
  type Intent,
  BUY_ERRORS,
  CLEAR_ALL_BATCH_DELAY_MS,
  CLEAR_ALL_BATCH_SIZE,
  GENERAL_ERRORS,
  SELL_ERRORS,
} from '@horizon/core';
import { type FlowDefinition, type SignedBlobs, blobsBody, rolesFrom } from './definition.js';
import type { PoolAmounts, TradeKind } from './types.js';

type Of<K extends TradeKind> = Intent<K>;
const T = (name: string) => `POST /api/trustless/${name}`;
const SUBMIT = GENERAL_ERRORS.submissionFailed;
const ACCESS = BUY_ERRORS.walletAccess;

type Pairs = readonly (readonly [string, string])[];

/** A flow of one transaction answered as tx_to_sign and posted as tx_blob. */
function single<K extends TradeKind>(
  name: string,
  engineFlow: FlowDefinition<Of<K>>['engineFlow'],
  body: (intent: Of<K>) => Record<string, unknown>,
  requestFallback: string = GENERAL_ERRORS.invalidResponse,
): FlowDefinition<Of<K>> {
  return {
    engineFlow,
    request: (intent, address) => ({
      route: T(`${name}_unsigned`),
      body: { classic_address: address, ...body(intent) },
    }),
    unsigned: (response) => rolesFrom(response, [['tx_to_sign', 'single']]),
    submit: (blobs, address) => [
      { route: T(`${name}_signed`), body: blobsBody(blobs, [['single', 'tx_blob']], address) },
    ],
    requestFallback,
    submitFallback: SUBMIT,
    walletAccessMessage: ACCESS,
  };
}

/** A trade with the fee programs' payments: unsigned fields and blob fields by role. */
function multi<K extends TradeKind>(
  name: string,
  engineFlow: FlowDefinition<Of<K>>['engineFlow'],
  body: (intent: Of<K>) => Record<string, unknown>,
  unsigned: Pairs,
  blobs: Pairs,
  fallbacks: { request: string; submit: string },
): FlowDefinition<Of<K>> {
  return {
    engineFlow,
    request: (intent, address) => ({
      route: T(`${name}_unsigned`),
      body: { classic_address: address, ...body(intent) },
    }),
    unsigned: (response) => rolesFrom(response, unsigned),
    submit: (signed, address) => [{ route: T(`${name}_signed`), body: blobsBody(signed, blobs, address) }],
    requestFallback: fallbacks.request,
    submitFallback: fallbacks.submit,
    walletAccessMessage: ACCESS,
  };
}

const FEES: Pairs = [
  ['tx_fee', 'fee'],
  ['tx_referral_fee', 'referral_fee'],
  ['tx_burn_back', 'burn_back'],
];
const FEE_BLOBS: Pairs = [
  ['fee', 'tx_blob_fee'],
  ['referral_fee', 'tx_blob_referral_fee'],
  ['burn_back', 'tx_blob_burn_back'],
];
/** Buy, sell and swap also carry what the wallet owes from an earlier trade whose fees went unpaid. */
const TRADE_FEES: Pairs = [...FEES, ['tx_owed_fee', 'owed_fee']];
const TRADE_FEE_BLOBS: Pairs = [...FEE_BLOBS, ['owed_fee', 'tx_blob_owed_fee']];

function pool(i: PoolAmounts): Record<string, unknown> {
  return {
    token_id: i.tokenId,
    ...(i.xrpAmount === undefined ? {} : { xrp_amount: i.xrpAmount }),
    ...(i.tokenAmount === undefined ? {} : { token_amount: i.tokenAmount }),
  };
}

function clearAll(): FlowDefinition<Of<'trustlineClearAll'>> {
  return {
    engineFlow: 'trustlineClear',
    request: (_intent, address) => ({
      route: T('clear_all_trustlines_unsigned'),
      body: { classic_address: address },
    }),
    unsigned: (response) =>
      ((response as { txs_to_sign?: unknown[] }).txs_to_sign ?? []).map((tx, i) => ({
        role: `clear_${i}`,
        tx: tx as Record<string, unknown>,
      })),
    // Spec §4, §9: signed each, submitted in groups of 10, 500 ms apart.
    submit: (blobs: SignedBlobs, address) => {
      const groups: string[][] = [];
      blobs.forEach((b, i) => (groups[Math.floor(i / CLEAR_ALL_BATCH_SIZE)] ??= []).push(b.blob));
      return groups.map((tx_blobs, i) => ({
        route: T('clear_all_trustlines_signed'),
        body: { classic_address: address, tx_blobs },
        ...(i > 0 ? { delayMs: CLEAR_ALL_BATCH_DELAY_MS } : {}),
      }));
    },
    requestFallback: GENERAL_ERRORS.invalidResponse,
    submitFallback: SUBMIT,
    walletAccessMessage: ACCESS,
  };
}

export const FLOWS: { readonly [K in TradeKind]: FlowDefinition<Of<K>> } = {
  buy: multi<'buy'>(
    'buy_token',
    'buy',
    (i) => ({
      token_id: i.tokenId,
      xrp_amount: i.xrpAmount,
      slippage_percentage: i.slippagePercent,
      copytrade: i.copytrade ?? false,
    }),
    [['trustline_tx', 'trustline'], ['buy_tx', 'buy'], ...TRADE_FEES],
    [['trustline', 'tx_blob_trustline'], ['buy', 'tx_blob_buy'], ...TRADE_FEE_BLOBS],
    { request: BUY_ERRORS.submitFailed, submit: BUY_ERRORS.submitFailed },
  ),
  sell: multi<'sell'>(
    'sell_token',
    'sell',
    (i) => ({ token_id: i.tokenId, token_amount: i.tokenAmount, slippage_percentage: i.slippagePercent }),
    [['sell_tx', 'sell'], ...TRADE_FEES],
    [['sell', 'tx_blob_sell'], ...TRADE_FEE_BLOBS],
    { request: SELL_ERRORS.submitFailed, submit: SELL_ERRORS.submitFailed },
  ),
  swap: multi<'swap'>(
    'swap_tokens',
    'swap',
    (i) => ({
      from_token_id: i.fromTokenId,
      to_token_id: i.toTokenId,
      from_amount: i.fromAmount,
      slippage_percentage: 1,
    }),
    [['tx_trustline_to', 'trustline'], ['tx_swap', 'swap'], ...TRADE_FEES],
    [['trustline', 'tx_blob_trustline_to'], ['swap', 'tx_blob_swap'], ...TRADE_FEE_BLOBS],
    { request: GENERAL_ERRORS.createSwapFailed, submit: SUBMIT },
  ),
  limitOrder: multi<'limitOrder'>(
    'create_limit_order',
    'limitOrder',
    (i) => ({
      token_id: i.tokenId,
      sell: i.sell,
      token_amount: i.tokenAmount,
      xrp_price_per_token: i.pricePerToken,
    }),
    [['tx_limit_order', 'limit_order'], ...FEES],
    [['limit_order', 'tx_blob_limit_order'], ...FEE_BLOBS],
    { request: GENERAL_ERRORS.createLimitOrderFailed, submit: SUBMIT },
  ),
  cancelOrder: single<'cancelOrder'>(
    'cancel_order',
    'cancelOrder',
    (i) => ({ offer_sequence: i.offerSequence }),
    GENERAL_ERRORS.createCancelOrderFailed,
  ),
  sendXrp: single<'sendXrp'>('send_xrp', 'sendXrp', (i) => ({
    xrp_amount: i.xrpAmount,
    destination: i.destination,
    destination_tag: i.destinationTag ?? null,
    memo: i.memo ?? null,
  })),
  sendToken: single<'sendToken'>('send_tokens', 'sendToken', (i) => ({
    token_id: i.tokenId,
    token_amount: i.tokenAmount,
    destination: i.destination,
    destination_tag: i.destinationTag ?? null,
    memo: i.memo ?? null,
  })),
  trustlineSet: single<'trustlineSet'>('set_trustline', 'trustlineSet', (i) => ({ token_id: i.tokenId })),
  trustlineClear: single<'trustlineClear'>('clear_trustline', 'trustlineClear', (i) => ({
    token_id: i.tokenId,
  })),
  trustlineClearAll: clearAll(),
  ammDeposit: single<'ammDeposit'>('amm_deposit', 'ammDeposit', (i) => ({
    deposit_type: i.side,
    ...pool(i),
  })),
  ammWithdraw: single<'ammWithdraw'>('amm_withdraw', 'ammWithdraw', (i) => ({
    withdraw_type: i.side,
    ...pool(i),
  })),
  ammVote: single<'ammVote'>('amm_vote', 'ammVote', (i) => ({
    token_id: i.tokenId,
    trading_fee: i.tradingFeeUnits,
  })),
};

/** The flow of an intent's kind, typed to that kind's intent (no cast at the call site). */
export function flowFor<K extends TradeKind>(kind: K): FlowDefinition<Of<K>> {
  return FLOWS[kind];
}

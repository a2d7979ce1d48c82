/**
 * What a trader does, through the product's API: request the unsigned set, sign it locally, submit the
 * blobs. Each call answers the ledger's engine result.
 */
import type { AmmSide } from '@horizon/core';
import type { Wallet } from 'xrpl';
import type { HorizonApi } from './api.js';
import { signSet } from './signing.js';

export interface TradeResult {
  readonly txHash: string;
  readonly engineResult: string;
}

const SLIPPAGE_PERCENT = 5;

const outcome = (r: { tx_hash: string; engine_result: string }): TradeResult => ({
  txHash: r.tx_hash,
  engineResult: r.engine_result,
});

export class Trader {
  constructor(
    readonly api: HorizonApi,
    readonly wallet: Wallet,
  ) {}

  get address(): string {
    return this.wallet.classicAddress;
  }

  holdings() {
    return this.api.post('POST /api/trustless/get_token_holdings_and_balance', {
      classic_address: this.address,
    });
  }

  async buy(tokenId: string, xrpAmount: string): Promise<TradeResult> {
    const unsigned = await this.api.post('POST /api/trustless/buy_token_unsigned', {
      classic_address: this.address,
      token_id: tokenId,
      xrp_amount: xrpAmount,
      slippage_percentage: SLIPPAGE_PERCENT,
    });
    const blobs = signSet(unsigned, this.wallet) as {
      tx_blob_buy: string;
      tx_blob_fee: string;
      tx_blob_burn_back: string;
    };
    return outcome(
      await this.api.post('POST /api/trustless/buy_token_signed', {
        classic_address: this.address,
        ...blobs,
      }),
    );
  }

  async sell(tokenId: string, tokenAmount: string): Promise<TradeResult> {
    const unsigned = await this.api.post('POST /api/trustless/sell_token_unsigned', {
      classic_address: this.address,
      token_id: tokenId,
      token_amount: tokenAmount,
      slippage_percentage: SLIPPAGE_PERCENT,
    });
    const blobs = signSet(unsigned, this.wallet) as {
      tx_blob_sell: string;
      tx_blob_fee: string;
      tx_blob_burn_back: string;
    };
    return outcome(
      await this.api.post('POST /api/trustless/sell_token_signed', {
        classic_address: this.address,
        ...blobs,
      }),
    );
  }

  async swap(fromTokenId: string, toTokenId: string, fromAmount: string): Promise<TradeResult> {
    const unsigned = await this.api.post('POST /api/trustless/swap_tokens_unsigned', {
      classic_address: this.address,
      from_token_id: fromTokenId,
      to_token_id: toTokenId,
      from_amount: fromAmount,
      slippage_percentage: SLIPPAGE_PERCENT,
    });
    const blobs = signSet(unsigned, this.wallet) as {
      tx_blob_swap: string;
      tx_blob_fee: string;
      tx_blob_burn_back: string;
    };
    return outcome(
      await this.api.post('POST /api/trustless/swap_tokens_signed', {
        classic_address: this.address,
        ...blobs,
      }),
    );
  }

  async limitOrder(
    tokenId: string,
    sell: boolean,
    tokenAmount: string,
    xrpPricePerToken: string,
  ): Promise<TradeResult> {
    const unsigned = await this.api.post('POST /api/trustless/create_limit_order_unsigned', {
      classic_address: this.address,
      token_id: tokenId,
      sell,
      token_amount: tokenAmount,
      xrp_price_per_token: xrpPricePerToken,
    });
    const blobs = signSet(unsigned, this.wallet) as { tx_blob_limit_order: string; tx_blob_fee: string };
    return outcome(
      await this.api.post('POST /api/trustless/create_limit_order_signed', {
        classic_address: this.address,
        ...blobs,
      }),
    );
  }

  async activeOrders(tokenId: string | null) {
    const answer = await this.api.post('POST /api/trustless/get_active_orders', {
      classic_address: this.address,
      token_id: tokenId,
    });
    if (Array.isArray(answer)) return answer;
    if ('active_orders' in answer) return answer.active_orders;
    return 'orders' in answer ? answer.orders : answer.data;
  }

  async cancelOrder(offerSequence: number): Promise<TradeResult> {
    const unsigned = await this.api.post('POST /api/trustless/cancel_order_unsigned', {
      classic_address: this.address,
      offer_sequence: offerSequence,
    });
    const { tx_blob } = signSet(unsigned, this.wallet) as { tx_blob: string };
    return outcome(
      await this.api.post('POST /api/trustless/cancel_order_signed', {
        classic_address: this.address,
        tx_blob,
      }),
    );
  }

  async deposit(
    tokenId: string,
    side: AmmSide,
    xrpAmount?: string,
    tokenAmount?: string,
  ): Promise<TradeResult> {
    const unsigned = await this.api.post('POST /api/trustless/amm_deposit_unsigned', {
      classic_address: this.address,
      token_id: tokenId,
      deposit_type: side,
      ...(xrpAmount !== undefined ? { xrp_amount: xrpAmount } : {}),
      ...(tokenAmount !== undefined ? { token_amount: tokenAmount } : {}),
    });
    const { tx_blob } = signSet(unsigned, this.wallet) as { tx_blob: string };
    return outcome(
      await this.api.post('POST /api/trustless/amm_deposit_signed', {
        classic_address: this.address,
        tx_blob,
      }),
    );
  }

  /** Without amounts, everything the wallet holds in the pool. */
  async withdraw(tokenId: string, side: AmmSide): Promise<TradeResult> {
    const unsigned = await this.api.post('POST /api/trustless/amm_withdraw_unsigned', {
      classic_address: this.address,
      token_id: tokenId,
      withdraw_type: side,
    });
    const { tx_blob } = signSet(unsigned, this.wallet) as { tx_blob: string };
    return outcome(
      await this.api.post('POST /api/trustless/amm_withdraw_signed', {
        classic_address: this.address,
        tx_blob,
      }),
    );
  }

  lpInfo(tokenId: string) {
    return this.api.post('POST /api/trustless/get_lp_token_info', {
      classic_address: this.address,
      token_id: tokenId,
    });
  }

  expectedTokens(tokenId: string, xrpAmount: string): Promise<string> {
    return this.api.post('POST /api/trustless/expected_tokens_received_from_buy', {
      classic_address: this.address,
      token_id: tokenId,
      xrp_amount: xrpAmount,
    });
  }
}

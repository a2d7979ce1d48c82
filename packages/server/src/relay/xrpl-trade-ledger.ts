/** TradeLedger over xrpl.js: any rippled-compatible server (XRPL_URL). */
import { IssuedValue, amountFromJson, type Asset, type IssuedAmount } from '@horizon/protocol';
import { RippledError } from 'xrpl';
import type { LedgerConnection } from '../xrpl/index.js';
import {
  type AccountInfo,
  type AccountOffer,
  type AmmState,
  BlobRefusedError,
  type BookOffer,
  type FeeLevels,
  type Reserves,
  type SubmitAnswer,
  type TradeLedger,
  type TrustLine,
  type TxLookup,
} from './trade-ledger.js';

type Json = Record<string, unknown>;
const PAGE_LIMIT = 400;
// Errors that mean "there is nothing of that kind here" rather than "the ledger failed".
const NOT_FOUND = new Set(['actNotFound', 'txnNotFound', 'entryNotFound', 'objectNotFound']);
// A server without the AMM or order-book methods (or amendment) has no pools and no books to offer.
const UNSUPPORTED = new Set(['unknownCmd', 'notSupported', 'notEnabled']);

function rippledCode(error: unknown): string | undefined {
  return error instanceof RippledError ? (error.data as { error?: string } | undefined)?.error : undefined;
}

export function assetJson(asset: Asset): Json {
  return asset.kind === 'xrp' ? { currency: 'XRP' } : { currency: asset.currency, issuer: asset.issuer };
}

export class XrplTradeLedger implements TradeLedger {
  constructor(private readonly connection: LedgerConnection) {}

  /** One request; rippled errors of the not-found kind answer `missing`, other failures throw. */
  private async call<T>(request: Json, missing?: () => T): Promise<Json | T> {
    try {
      return (await this.connection.request<{ result: Json }>(request)).result;
    } catch (error) {
      const code = rippledCode(error);
      if (code !== undefined && missing && (NOT_FOUND.has(code) || UNSUPPORTED.has(code))) return missing();
      throw error;
    }
  }

  async accountInfo(address: string): Promise<AccountInfo | null> {
    const result = await this.call(
      { command: 'account_info', account: address, ledger_index: 'current' },
      () => null,
    );
    if (result === null) return null;
    const data = result['account_data'] as Json;
    return {
      address,
      sequence: Number(data['Sequence']),
      balanceDrops: BigInt(data['Balance'] as string),
      ownerCount: Number(data['OwnerCount'] ?? 0),
      flags: Number(data['Flags'] ?? 0),
      regularKey: typeof data['RegularKey'] === 'string' ? data['RegularKey'] : null,
    };
  }

  async trustLines(address: string): Promise<TrustLine[]> {
    const lines: TrustLine[] = [];
    let marker: unknown;
    do {
      const request = {
        command: 'account_lines',
        account: address,
        ledger_index: 'validated',
        limit: PAGE_LIMIT,
        marker,
      };
      const result = await this.call(request, () => null);
      if (result === null) return lines;
      for (const line of result['lines'] as Json[]) lines.push(toLine(line));
      marker = result['marker'];
    } while (marker !== undefined);
    return lines;
  }

  async fees(): Promise<FeeLevels> {
    const result = (await this.call({ command: 'fee' })) as Json;
    const drops = result['drops'] as Json;
    return {
      baseDrops: BigInt(drops['base_fee'] as string),
      openLedgerDrops: BigInt(drops['open_ledger_fee'] as string),
    };
  }

  async reserves(): Promise<Reserves> {
    const result = (await this.call({ command: 'server_state' })) as Json;
    const ledger = ((result['state'] as Json)['validated_ledger'] ?? {}) as Json;
    return {
      baseDrops: BigInt(String(ledger['reserve_base'])),
      incrementDrops: BigInt(String(ledger['reserve_inc'])),
    };
  }

  async validatedLedgerIndex(): Promise<number> {
    const result = (await this.call({ command: 'ledger', ledger_index: 'validated' })) as Json;
    return Number(result['ledger_index']);
  }

  async amm(asset: Asset, asset2: Asset): Promise<AmmState | null> {
    const request = {
      command: 'amm_info',
      asset: assetJson(asset),
      asset2: assetJson(asset2),
      ledger_index: 'validated',
    };
    const result = await this.call(request, () => null);
    if (result === null) return null;
    const amm = result['amm'] as Json;
    return {
      account: amm['account'] as string,
      amount: amountFromJson(amm['amount']),
      amount2: amountFromJson(amm['amount2']),
      lpToken: amountFromJson(amm['lp_token']) as IssuedAmount,
      tradingFee: Number(amm['trading_fee'] ?? 0),
      voteSlots: ((amm['vote_slots'] ?? []) as Json[]).map((slot) => ({
        account: slot['account'] as string,
        tradingFee: Number(slot['trading_fee'] ?? 0),
        voteWeight: Number(slot['vote_weight'] ?? 0),
      })),
    };
  }

  async bookOffers(takerGets: Asset, takerPays: Asset, limit: number): Promise<BookOffer[]> {
    const request = {
      command: 'book_offers',
      taker_gets: assetJson(takerGets),
      taker_pays: assetJson(takerPays),
      limit,
      ledger_index: 'validated',
    };
    const result = await this.call(request, () => null);
    if (result === null) return [];
    return (result['offers'] as Json[]).map((offer) => ({
      owner: offer['Account'] as string,
      sequence: Number(offer['Sequence']),
      takerGets: amountFromJson(offer['taker_gets_funded'] ?? offer['TakerGets']),
      takerPays: amountFromJson(offer['taker_pays_funded'] ?? offer['TakerPays']),
    }));
  }

  async accountOffers(address: string): Promise<AccountOffer[]> {
    const offers: AccountOffer[] = [];
    let marker: unknown;
    do {
      const request = {
        command: 'account_objects',
        account: address,
        type: 'offer',
        ledger_index: 'validated',
        limit: PAGE_LIMIT,
        marker,
      };
      const result = await this.call(request, () => null);
      if (result === null) return offers;
      for (const offer of result['account_objects'] as Json[]) {
        offers.push({
          sequence: Number(offer['Sequence']),
          previousTxnId: typeof offer['PreviousTxnID'] === 'string' ? offer['PreviousTxnID'] : null,
          flags: Number(offer['Flags'] ?? 0),
          takerGets: amountFromJson(offer['TakerGets']),
          takerPays: amountFromJson(offer['TakerPays']),
        });
      }
      marker = result['marker'];
    } while (marker !== undefined);
    return offers;
  }

  async submit(txBlob: string): Promise<SubmitAnswer> {
    try {
      const result = (await this.call({ command: 'submit', tx_blob: txBlob })) as Json;
      return { engineResult: result['engine_result'] as string };
    } catch (error) {
      const code = rippledCode(error);
      if (code === 'invalidTransaction' || code === 'invalidParams') {
        throw new BlobRefusedError(`The ledger refused the blob: ${code}`, { cause: error });
      }
      throw error;
    }
  }

  async transaction(hash: string): Promise<TxLookup | null> {
    const result = await this.call({ command: 'tx', transaction: hash }, () => null);
    if (result === null) return null;
    const meta = typeof result['meta'] === 'object' ? (result['meta'] as Json) : null;
    const index = result['ledger_index'];
    return {
      validated: result['validated'] === true,
      ledgerIndex: typeof index === 'number' ? index : null,
      engineResult: meta ? (meta['TransactionResult'] as string) : null,
      meta,
    };
  }

  /** The connection is the server's, shared: whoever opened it closes it. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}

function toLine(line: Json): TrustLine {
  return {
    peer: line['account'] as string,
    currency: line['currency'] as string,
    balance: IssuedValue.fromString(line['balance'] as string),
    limit: IssuedValue.fromString(line['limit'] as string),
    limitPeer: IssuedValue.fromString(line['limit_peer'] as string),
    noRipple: line['no_ripple'] === true,
    freeze: line['freeze'] === true,
    qualityIn: Number(line['quality_in'] ?? 0),
    qualityOut: Number(line['quality_out'] ?? 0),
  };
}

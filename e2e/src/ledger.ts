/**
 * The localnet the e2e stack trades on: started in this process, closing ledgers only when asked, and driven
 * through xrpl.js as any wallet would drive a real network.
 */
import { GENESIS_SEED, type Localnet, startLocalnet } from '@horizon/ledger';
import { Client, type SubmittableTransaction, Wallet } from 'xrpl';

/** An xrpl.js transaction without the fields autofill and the signer supply. */
export type TxFields = Omit<SubmittableTransaction, 'Account'>;

export class LedgerDriver {
  readonly genesis = Wallet.fromSeed(GENESIS_SEED);

  private constructor(
    readonly localnet: Localnet,
    readonly client: Client,
  ) {}

  /** A localnet on free ports (no close interval: each submit closes its own ledger, so runs are repeatable). */
  static async start(): Promise<LedgerDriver> {
    const localnet = await startLocalnet({ wsPort: 0, rpcPort: 0, closeIntervalMs: 0 });
    const client = new Client(localnet.url);
    await client.connect().catch(async (error: unknown) => {
      await localnet.close();
      throw error;
    });
    return new LedgerDriver(localnet, client);
  }

  get url(): string {
    return this.localnet.url;
  }

  /** Signs and submits `tx` from `wallet`, closes the ledger and answers its hash; a non-tes result throws. */
  async submit(wallet: Wallet, tx: TxFields): Promise<string> {
    const hash = await this.submitOpen(wallet, tx);
    await this.closeLedger();
    return hash;
  }

  /**
   * Submits every transaction into the open ledger, in order, then closes it once: independent transactions
   * (of one account too: autofill reads the open ledger's sequence) validate together. Answers their hashes.
   */
  async submitAll(batch: readonly (readonly [Wallet, TxFields])[]): Promise<string[]> {
    const hashes: string[] = [];
    for (const [wallet, tx] of batch) hashes.push(await this.submitOpen(wallet, tx));
    await this.closeLedger();
    return hashes;
  }

  private async submitOpen(wallet: Wallet, tx: TxFields): Promise<string> {
    const prepared = await this.client.autofill({ ...tx, Account: wallet.address } as SubmittableTransaction);
    const signed = wallet.sign(prepared);
    const { result } = await this.client.request({ command: 'submit', tx_blob: signed.tx_blob });
    if (!result.engine_result.startsWith('tes')) {
      throw new Error(`${tx.TransactionType} from ${wallet.address}: ${result.engine_result}`);
    }
    return signed.hash;
  }

  /** Closes the open ledger (the localnet validates it at once). */
  async closeLedger(): Promise<void> {
    await this.client.request({ command: 'ledger_accept' } as never);
  }

  /** A new account holding `xrp` XRP, paid from the genesis account. */
  async fundedWallet(xrp: bigint): Promise<Wallet> {
    const wallet = Wallet.generate();
    await this.submit(this.genesis, {
      TransactionType: 'Payment',
      Destination: wallet.address,
      Amount: String(xrp * 1_000_000n),
    });
    return wallet;
  }

  async close(): Promise<void> {
    await this.client.disconnect().catch(() => undefined);
    await this.localnet.close();
  }
}

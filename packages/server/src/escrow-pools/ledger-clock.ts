/**
 * The ledger's own time, which decides escrows (CancelAfter against the parent ledger's close time): the
 * validated ledger's close_time, read over the rippled API like any client would.
 */
import { Client } from 'xrpl';

export interface LedgerClock {
  /** The latest validated ledger's close time, in ledger seconds (since 2000-01-01 UTC). */
  closeTime(): Promise<number>;
  close(): Promise<void>;
}

export class XrplLedgerClock implements LedgerClock {
  private readonly client: Client;
  private connecting: Promise<void> | undefined;

  constructor(url: string) {
    this.client = new Client(url, { connectionTimeout: 5000, timeout: 10_000 });
    this.client.on('error', () => undefined);
  }

  async closeTime(): Promise<number> {
    if (!this.client.isConnected()) {
      this.connecting ??= this.client.connect().finally(() => (this.connecting = undefined));
      await this.connecting;
    }
    const { result } = await this.client.request({ command: 'ledger', ledger_index: 'validated' });
    return Number(result.ledger.close_time);
  }

  async close(): Promise<void> {
    if (this.client.isConnected()) await this.client.disconnect();
  }
}

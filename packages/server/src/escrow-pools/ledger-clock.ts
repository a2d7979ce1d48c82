/**
 * The ledger's own time, which decides escrows (CancelAfter against the parent ledger's close time): the
 * validated ledger's close_time, read over the rippled API like any client would.
 */
import type { LedgerConnection } from '../xrpl/index.js';

export interface LedgerClock {
  /** The latest validated ledger's close time, in ledger seconds (since 2000-01-01 UTC). */
  closeTime(): Promise<number>;
  close(): Promise<void>;
}

export class XrplLedgerClock implements LedgerClock {
  constructor(private readonly connection: LedgerConnection) {}

  async closeTime(): Promise<number> {
    const { result } = await this.connection.call((client) =>
      client.request({ command: 'ledger', ledger_index: 'validated' }),
    );
    return Number(result.ledger.close_time);
  }

  /** The connection is the server's, shared: whoever opened it closes it. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}

import type { RpcContext } from '../context.js';

// fee, as TxQ::doRPC in standalone: escalation starts past 1000 transactions (minimum_txn_in_ledger_standalone),
// so the open-ledger fee is the base fee; levels are in fee units of 256 per reference transaction.

const TXN_IN_LEDGER_STANDALONE = 1000;
const LEDGERS_IN_QUEUE = 20;
const REFERENCE_LEVEL = 256n;
const MEDIAN_LEVEL = 256n * 500n;

export function fee(ctx: RpcContext): Record<string, unknown> {
  const base = ctx.node.fees().baseFee;
  const inLedger = ctx.node.openTransactions().length;
  const drops = (level: bigint) => ((base * level) / REFERENCE_LEVEL).toString();
  return {
    current_ledger_size: String(inLedger),
    current_queue_size: '0',
    drops: {
      base_fee: base.toString(),
      median_fee: drops(MEDIAN_LEVEL),
      minimum_fee: base.toString(),
      open_ledger_fee: base.toString(),
    },
    expected_ledger_size: String(TXN_IN_LEDGER_STANDALONE),
    ledger_current_index: ctx.node.currentLedgerIndex(),
    levels: {
      median_level: MEDIAN_LEVEL.toString(),
      minimum_level: REFERENCE_LEVEL.toString(),
      open_ledger_level: REFERENCE_LEVEL.toString(),
      reference_level: REFERENCE_LEVEL.toString(),
    },
    max_queue_size: String(TXN_IN_LEDGER_STANDALONE * LEDGERS_IN_QUEUE),
  };
}

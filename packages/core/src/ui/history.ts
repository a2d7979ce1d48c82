/** The wallet history's words: what each action Horizon issued is called (Horizon's wording). */
export const ACTION_KIND_LABELS: Readonly<Record<string, string>> = {
  set_trustline: 'Add trust line',
  clear_trustline: 'Remove trust line',
  buy: 'Buy',
  sell: 'Sell',
  swap: 'Swap',
  limit_order: 'Limit order',
  cancel_order: 'Cancel order',
  send_xrp: 'Send XRP',
  send_tokens: 'Send tokens',
  amm_deposit: 'Add liquidity',
  amm_withdraw: 'Remove liquidity',
  amm_vote: 'Vote on pool fee',
  launch: 'Launch',
  escrow_contribute: 'Escrow contribution',
  escrow_cancel: 'Escrow cancel',
  custody: 'Horizon wallet',
};

export const HISTORY_STRINGS = {
  showTransactions: 'Show its ledger transactions',
  hideTransactions: 'Hide its ledger transactions',
  transactionsCount: (n: number) => `${n} ${n === 1 ? 'transaction' : 'transactions'}`,
} as const;

/** An action's name: Horizon's word for what it issued, else the ledger's transaction type. */
export function actionKindLabel(kind: string): string {
  return ACTION_KIND_LABELS[kind] ?? kind;
}

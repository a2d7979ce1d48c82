/** What the holdings table says about a PnL beyond its figure: its two parts, and tokens of no cost. */
export const PNL_TEXT = {
  /** The PnL cell's title: realized by sells, unrealized on what is held. */
  parts: (realizedXrp: string, unrealizedXrp: string) =>
    `Realized ${realizedXrp} XRP · Unrealized ${unrealizedXrp} XRP`,
  zeroCostMark: '*',
  zeroCostNote:
    'Some of these tokens came without XRP (an airdrop or a transfer in): they count at zero cost.',
} as const;

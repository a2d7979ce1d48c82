/** Sniper: the fairness commitment and report of each sniper round (the pre-snipe calls of spec §7 are in routes-wallet.ts). */

export const SNIPER_ROUTES = [] as const;

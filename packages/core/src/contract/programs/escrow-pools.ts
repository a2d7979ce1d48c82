/** Escrow contribution pools: contributions locked by native escrows until the target or the deadline. */

export const ESCROW_POOL_ROUTES = [] as const;

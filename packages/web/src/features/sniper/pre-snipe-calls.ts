/** The pre-snipe calls for the active wallet: each proves control in the vault first when the server asks. */
import type { RouteKey, RouteResponse } from '@horizon/core';
import { api } from '../../services/app-services.js';
import { withWalletProof } from '../../wallets/with-wallet-proof.js';

type PreSnipeKey = Extract<RouteKey, `POST /api/trustless/${string}pre_snipe${string}`>;

export function preSnipeCall<K extends PreSnipeKey>(
  address: string,
  key: K,
  body: Record<string, unknown> = {},
): Promise<RouteResponse<K>> {
  return withWalletProof(address, () => api.call(key, { body: { classic_address: address, ...body } }));
}

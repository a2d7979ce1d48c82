/** Whether the wallet can receive a token: a trustline for it with a limit above zero. */
import { normalizeTokenId } from '@horizon/core';
import { api } from '../../services/app-services.js';
import { isPositiveAmount } from '../../trade-ui/amount-rules.js';

/** True or false from the server's list; null when the list could not be read (the server then decides). */
export async function trustsToken(address: string, tokenId: string): Promise<boolean | null> {
  try {
    const { trustlines } = await api.call('POST /api/trustless/get_all_trustlines', {
      body: { classic_address: address },
    });
    const wanted = normalizeTokenId(tokenId);
    return trustlines.some(
      (line) => normalizeTokenId(line.token_id) === wanted && isPositiveAmount(line.limit),
    );
  } catch {
    return null;
  }
}

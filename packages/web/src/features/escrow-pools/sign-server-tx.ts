/**
 * Signs one server-built transaction in the vault: converted to ledger fields, checked against the user's
 * request before and after the binary round trip (what the signature covers), signed, and compared again.
 */
import {
  type SignableBase,
  type UnsignedTransaction,
  prepareForSigning,
  toLedgerFields,
} from '@horizon/core';
import { loadCodec } from '../../trade-flow/index.js';
import { assertSignedAsPreviewed } from '../../trade-flow/codec.js';
import { appWalletService } from '../../wallets/index.js';

export async function signServerTx(
  address: string,
  unsigned: UnsignedTransaction,
  check: (tx: Readonly<Record<string, unknown>>) => void,
): Promise<string> {
  const prepared = prepareForSigning(toLedgerFields(unsigned), address, unsigned.transaction_type);
  check(prepared);
  const codec = await loadCodec();
  const decoded = codec.decode(codec.encode(prepared)) as unknown as SignableBase;
  check(decoded);
  const blob = await appWalletService().withSigner(
    address,
    (signer) => signer.signTransaction(decoded, unsigned.transaction_type).txBlob,
  );
  assertSignedAsPreviewed(codec, decoded, blob);
  return blob;
}

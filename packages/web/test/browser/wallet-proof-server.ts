/** The server's side of the wallet proof for page tests: a fixed challenge, the signature really checked. */
import { deriveAddress, verify } from 'ripple-keypairs';

export const CHALLENGE = 'c0ffee'.repeat(8);

export class ProofServer {
  proved: string | null = null;
  /** While false, every proof is refused, as a server would refuse one it cannot check yet. */
  accepting = true;

  challenge(address: string): [number, unknown] {
    return [200, { classic_address: address, challenge: CHALLENGE, expires_at: 4_000_000_000 }];
  }

  prove(body: string): [number, unknown] {
    if (!this.accepting) return [403, { detail: 'Proof refused' }];
    const b = JSON.parse(body) as { classic_address: string; public_key: string; signature: string };
    const message = Buffer.from(CHALLENGE, 'utf8').toString('hex');
    if (deriveAddress(b.public_key) !== b.classic_address || !verify(message, b.signature, b.public_key))
      return [403, { detail: 'bad proof' }];
    this.proved = b.classic_address;
    return [200, { verified: true, classic_address: b.classic_address }];
  }

  /** A 403 asking for the proof unless `address` proved control. */
  refuse(address: string): [number, unknown] | null {
    return address === this.proved
      ? null
      : [403, { detail: 'Prove this wallet first', requiresWalletProof: true }];
  }
}

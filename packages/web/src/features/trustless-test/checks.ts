/** The app's diagnostics: the real API, vault and key code (the pure runner is in diagnostics.ts). */
import { api } from '../../services/app-services.js';
import { loadKeys } from '../../vault/load-keys.js';
import { appWalletService } from '../../wallets/index.js';
import { type Check, SKIP, probeTransaction } from './diagnostics.js';

export function appChecks(address: string | null): Check[] {
  const wallets = appWalletService();
  return [
    {
      id: 'server',
      label: 'Server reachable',
      run: async () => {
        const status = await api.call('GET /api/verify_status');
        return status.verified
          ? 'Answering; this session is verified'
          : 'Answering; this session is not verified';
      },
    },
    {
      id: 'ledger',
      label: 'Ledger reachable (through the server)',
      run: async () => {
        if (!address) {
          const list = await api.call('GET /api/tokens', { query: { limit: 1 } });
          return `Market data indexed from the ledger (${list.tokens.length > 0 ? 'tokens listed' : 'no tokens yet'})`;
        }
        const h = await api.call('POST /api/trustless/get_token_holdings_and_balance', {
          body: { classic_address: address },
        });
        return h.is_activated
          ? `Account found on the ledger: ${h.xrp_balance_with_reserve} XRP`
          : 'The ledger answers; this account is not activated yet';
      },
    },
    {
      id: 'vault',
      label: 'Vault healthy',
      run: async () => {
        await wallets.start();
        const snap = wallets.getSnapshot();
        if (snap.status === 'error') throw new Error(snap.error ?? 'The vault did not open');
        const storage =
          snap.sessionOnlyReason !== null ? 'session only (this browser keeps no data)' : 'IndexedDB';
        return `${snap.wallets.length} wallet(s), ${storage}${snap.locked ? ', locked' : ''}`;
      },
    },
    {
      id: 'signature',
      label: 'Signature check',
      run: async () => {
        if (!address) return `${SKIP}Add a wallet to check signing`;
        const blob = await wallets.withSigner(
          address,
          (s) => s.signTransaction(probeTransaction(address)).txBlob,
        );
        const keys = await loadKeys();
        if (!keys.verifyTransaction(blob)) throw new Error('The signature does not verify');
        return 'Signed in the vault and verified against the wallet’s public key (not submitted)';
      },
    },
  ];
}

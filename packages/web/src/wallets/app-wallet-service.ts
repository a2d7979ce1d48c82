/** The app's one WalletService over the browser's IndexedDB, localStorage and the API (built on first use). */
import { api, verificationStore } from '../services/app-services.js';
import { browserStore } from '../services/storage-keys.js';
import { sharedWalletCache } from '../cache/index.js';
import { openVault } from '../vault/index.js';
import { registerWallet } from './registration.js';
import { unlockPrompt } from './unlock-prompt.js';
import { WalletService } from './wallet-service.js';

let service: WalletService | undefined;

export function appWalletService(): WalletService {
  service ??= new WalletService({
    openVault: () =>
      openVault(globalThis.indexedDB, {
        // The audit trail of reveals: the address and time only.
        onReveal: (address, at) =>
          console.info('vault: credentials revealed for backup', address, new Date(at).toISOString()),
        // An action needing a key while locked asks for the passphrase and waits (app lock on).
        onLocked: unlockPrompt.request,
      }),
    listStore: browserStore('local'),
    cache: sharedWalletCache(browserStore('local')),
    storageManager: globalThis.navigator?.storage,
    register: async (vault, address, resumed) => {
      // Taken up on a load, it waits for a verified session instead of sending the visitor to /verify.
      if (resumed && (await verificationStore().refresh()).status !== 'verified')
        return 'verification-required';
      return registerWallet(
        {
          api,
          vault,
          session: browserStore('session'),
          currentPath: () => window.location.pathname + window.location.search,
        },
        address,
      );
    },
  });
  return service;
}

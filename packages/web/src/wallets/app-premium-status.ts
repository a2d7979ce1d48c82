/** The app's one PremiumStatus: the server's check, the shared wallet cache, the wallet list (built on first use). */
import { api } from '../services/app-services.js';
import { browserStore } from '../services/storage-keys.js';
import { sharedWalletCache } from '../cache/index.js';
import { appWalletService } from './app-wallet-service.js';
import { PremiumStatus } from './premium-status.js';

let status: PremiumStatus | undefined;

export function appPremiumStatus(): PremiumStatus {
  status ??= new PremiumStatus({
    check: (address) =>
      api.call('POST /api/trustless/check_if_premium_wallet', { body: { classic_address: address } }),
    cache: sharedWalletCache(browserStore('local')),
    isListed: (address) =>
      appWalletService()
        .getSnapshot()
        .wallets.some((w) => w.address === address),
  });
  return status;
}

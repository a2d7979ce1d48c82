/** A launch's issuer key lives in the vault, outside the wallet list, and signs only as an issuer. */
import { describe, expect, it } from 'vitest';
import { WalletCache } from '../../src/cache/index.js';
import { MemoryVaultStore, Vault } from '../../src/vault/index.js';
import { WalletService } from '../../src/wallets/wallet-service.js';
import { MemoryStore } from '../memory-store.js';

function setup() {
  const local = new MemoryStore();
  const vault = new Vault({ store: new MemoryVaultStore() });
  const cache = new WalletCache({ storage: local, setTimer: () => 0, clearTimer: () => undefined });
  const service = new WalletService({ openVault: async () => ({ vault }), listStore: local, cache });
  return { service, vault };
}

describe('launch issuer keys', () => {
  it('takes no wallet slot and is not listed', async () => {
    const { service } = setup();
    const issuer = await service.issuerKeys.create('MOON');
    expect(service.getSnapshot().wallets).toEqual([]);
    expect(await service.issuerKeys.has(issuer)).toBe(true);
  });

  it('signs as the issuer, while the trade flows refuse it', async () => {
    const { service } = setup();
    const issuer = await service.issuerKeys.create('MOON');
    const address = await service.issuerKeys.withSigner(issuer, (signer) => signer.address);
    expect(address).toBe(issuer);
    await expect(service.withSigner(issuer, () => 1)).rejects.toThrow('Wallet not found for address');
  });

  it('a listed wallet is never an issuer key, and a removed key signs nothing', async () => {
    const { service } = setup();
    const wallet = await service.generate();
    await expect(service.issuerKeys.withSigner(wallet, () => 1)).rejects.toThrow(
      'Wallet not found for address',
    );
    const issuer = await service.issuerKeys.create('MOON');
    await service.issuerKeys.remove(issuer);
    await expect(service.issuerKeys.withSigner(issuer, () => 1)).rejects.toThrow(
      'Wallet not found for address',
    );
  });
});

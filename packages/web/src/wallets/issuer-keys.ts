/**
 * A launch's issuer keys (spec §2 /launch): fresh keys kept in the vault but never in the wallet list, so they
 * take no slot and sign only their launch's steps.
 */
import { HorizonError } from '@horizon/core';
import type { Signer, Vault } from '../vault/index.js';

/** The vault label of a launch's issuer key; wallet labels never start with it. */
export const ISSUER_LABEL_PREFIX = 'launch-issuer:';

export interface IssuerKeyDeps {
  /** The vault, once the wallets have loaded (each call waits for that first). */
  readonly vault: () => Promise<Vault>;
  /** A wallet of the list: its key is never an issuer key, whatever its label. */
  readonly isListed: (address: string) => boolean;
}

export class IssuerKeys {
  constructor(private readonly deps: IssuerKeyDeps) {}

  async create(ticker: string): Promise<string> {
    return (await (await this.deps.vault()).generate(`${ISSUER_LABEL_PREFIX}${ticker}`)).address;
  }

  /** Signing for a launch's issuer steps: only issuer keys made by create. */
  async withSigner<T>(address: string, fn: (signer: Signer) => Promise<T> | T): Promise<T> {
    await this.require(address);
    return (await this.deps.vault()).withSigner(address, fn);
  }

  /** Deletes an issuer key once its launch is done (the account is black-holed: the key controls nothing). */
  async remove(address: string): Promise<void> {
    await this.require(address);
    await (await this.deps.vault()).remove(address);
  }

  /** Deletes every issuer key, finished or not (disconnect all: no wallet is left to finish a launch). */
  async removeAll(): Promise<void> {
    const vault = await this.deps.vault();
    for (const key of await vault.list()) {
      if (key.label.startsWith(ISSUER_LABEL_PREFIX)) await vault.remove(key.address);
    }
  }

  async has(address: string): Promise<boolean> {
    const wallet = await (await this.deps.vault()).get(address);
    return (
      wallet !== undefined && wallet.label.startsWith(ISSUER_LABEL_PREFIX) && !this.deps.isListed(address)
    );
  }

  private async require(address: string): Promise<void> {
    if (!(await this.has(address))) throw new HorizonError('signing.walletNotFoundForAddress');
  }
}

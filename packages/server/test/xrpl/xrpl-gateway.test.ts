import { parseTokenId } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type SubmittableTransaction, Wallet } from 'xrpl';
import { ASF_DISABLE_MASTER } from '@horizon/protocol';
import { LedgerUnavailableError } from '../../src/xrpl/gateway.js';
import { LedgerConnection } from '../../src/xrpl/ledger-connection.js';
import { XrplLedgerGateway } from '../../src/xrpl/xrpl-gateway.js';
import { type Localnet, fund, loadStartLocalnet, startTestLocalnet } from '../support/localnet.js';
import { type TestApp, startTestApp, verifySession } from '../support/test-app.js';
import { newWallet, proveWallet } from '../support/wallets.js';

const startLocalnet = await loadStartLocalnet();
if (!startLocalnet)
  console.warn('[xrpl/xrpl-gateway] startLocalnet is not available: the localnet tests are SKIPPED');

describe('a ledger that cannot be reached', () => {
  it('makes every call fail as unavailable', async () => {
    const connection = new LedgerConnection('ws://127.0.0.1:1');
    const gateway = new XrplLedgerGateway(connection);
    await expect(gateway.account(newWallet().address)).rejects.toThrow(LedgerUnavailableError);
    await connection.close();
  });
});

describe.skipIf(!startLocalnet)('the ledger gateway against a real localnet', () => {
  let localnet: Localnet;
  let client: Client;
  let connection: LedgerConnection;
  let gateway: XrplLedgerGateway;
  beforeAll(async () => {
    if (!startLocalnet) return;
    localnet = await startTestLocalnet(startLocalnet);
    client = new Client(localnet.url);
    await client.connect();
    connection = new LedgerConnection(localnet.url);
    gateway = new XrplLedgerGateway(connection);
  }, 60_000);
  afterAll(async () => {
    await connection?.close();
    await client?.disconnect();
    await localnet?.close();
  });

  async function submit(tx: SubmittableTransaction, signer: Wallet): Promise<void> {
    const result = await client.submitAndWait(tx, { wallet: signer, autofill: true });
    const meta = result.result.meta;
    expect(typeof meta === 'object' ? meta.TransactionResult : meta).toBe('tesSUCCESS');
  }

  const funded = async () => {
    const wallet = Wallet.generate();
    await fund(localnet, wallet.address);
    return wallet;
  };

  it('reports an unfunded account as missing, and a funded one with its keys', async () => {
    expect(await gateway.account(newWallet().address)).toBeNull();
    const wallet = await funded();
    expect(await gateway.account(wallet.address)).toEqual({
      address: wallet.address,
      regularKey: null,
      masterDisabled: false,
    });
    const regular = Wallet.generate();
    await submit(
      { TransactionType: 'SetRegularKey', Account: wallet.address, RegularKey: regular.address },
      wallet,
    );
    await submit(
      { TransactionType: 'AccountSet', Account: wallet.address, SetFlag: ASF_DISABLE_MASTER },
      wallet,
    );
    expect(await gateway.account(wallet.address)).toEqual({
      address: wallet.address,
      regularKey: regular.address,
      masterDisabled: true,
    });
  }, 60_000);

  it('reads token balances and XRP paid to the treasury', async () => {
    const [issuer, holder, treasury] = [await funded(), await funded(), await funded()];
    const token = parseTokenId(`HZN:${issuer.address}`);
    await submit(
      {
        TransactionType: 'TrustSet',
        Account: holder.address,
        LimitAmount: { currency: 'HZN', issuer: issuer.address, value: '1000000' },
      },
      holder,
    );
    await submit(
      {
        TransactionType: 'Payment',
        Account: issuer.address,
        Destination: holder.address,
        Amount: { currency: 'HZN', issuer: issuer.address, value: '123.5' },
      },
      issuer,
    );
    expect((await gateway.tokenBalance(holder.address, token)).toString()).toBe('123.5');
    expect((await gateway.tokenBalance(treasury.address, token)).isZero()).toBe(true);

    await submit(
      {
        TransactionType: 'Payment',
        Account: holder.address,
        Destination: treasury.address,
        Amount: '2000000',
      },
      holder,
    );
    await submit(
      {
        TransactionType: 'Payment',
        Account: holder.address,
        Destination: treasury.address,
        Amount: '3000000',
      },
      holder,
    );
    expect(await gateway.xrpPaidTo(holder.address, treasury.address, Date.now() - 3600_000)).toBe(5_000_000n);
    expect(await gateway.xrpPaidTo(holder.address, treasury.address, Date.now() + 3600_000)).toBe(0n);
    expect(await gateway.xrpPaidTo(issuer.address, treasury.address, 0)).toBe(0n);
  }, 60_000);

  describe('wallet proof with the real ledger', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ ledger: gateway });
    }, 120_000);
    afterAll(() => t.close());

    it('binds a wallet proven with its regular key, and refuses its disabled master key', async () => {
      const account = await funded();
      const regular = newWallet('ecdsa-secp256k1');
      await submit(
        { TransactionType: 'SetRegularKey', Account: account.address, RegularKey: regular.address },
        account,
      );
      await submit(
        { TransactionType: 'AccountSet', Account: account.address, SetFlag: ASF_DISABLE_MASTER },
        account,
      );
      const cookie = await verifySession(t.app);
      const wallet = {
        address: account.address,
        publicKey: account.publicKey,
        privateKey: account.privateKey,
      };
      const byRegular = await proveWallet(t.app, cookie, wallet, regular);
      expect(byRegular.json()).toEqual({ verified: true, classic_address: account.address });
      const byMaster = await proveWallet(t.app, cookie, wallet);
      expect(byMaster.statusCode).toBe(403);
    }, 60_000);
  });
});

import { Client, Wallet } from 'xrpl';
import { apiVersionOf, execute, type Session } from '../../src/api/index.js';
import { startLocalnet, type Localnet } from '../../src/server/index.js';

// Test fixtures: a fresh in-memory localnet on free ports, reached only through xrpl.js.

export const GENESIS_SEED = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';
export const GENESIS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

export interface Fixture {
  net: Localnet;
  client: Client;
  genesis: Wallet;
  close(): Promise<void>;
}

export async function withLocalnet(closeIntervalMs = 0): Promise<Fixture> {
  const net = await startLocalnet({ wsPort: 0, rpcPort: 0, closeIntervalMs });
  const client = new Client(net.url);
  await client.connect();
  return {
    net,
    client,
    genesis: Wallet.fromSeed(GENESIS_SEED),
    async close() {
      await client.disconnect();
      await net.close();
    },
  };
}

/** Closes the open ledger as soon as anything is submitted, as a validator set would: submitAndWait then resolves. */
export async function acceptOnSubmit(url: string): Promise<() => Promise<void>> {
  const closer = new Client(url);
  await closer.connect();
  await closer.request({ command: 'subscribe', streams: ['transactions_proposed'] });
  closer.on('transaction', (msg: { validated?: boolean }) => {
    if (msg.validated === false)
      void closer.request({ command: 'ledger_accept' } as never).catch(() => undefined);
  });
  return () => closer.disconnect();
}

export async function accept(client: Client): Promise<number> {
  const r = await client.request({ command: 'ledger_accept' } as never);
  return (r as unknown as { result: { ledger_current_index: number } }).result.ledger_current_index;
}

/** Pays `drops` from `from` to `to`, signed locally, and closes the ledger; returns the transaction hash. */
export async function pay(client: Client, from: Wallet, to: string, drops: string): Promise<string> {
  const prepared = await client.autofill({
    TransactionType: 'Payment',
    Account: from.address,
    Destination: to,
    Amount: drops,
  });
  const signed = from.sign(prepared);
  const res = await client.request({ command: 'submit', tx_blob: signed.tx_blob });
  if (res.result.engine_result !== 'tesSUCCESS') throw new Error(res.result.engine_result);
  await accept(client);
  return signed.hash;
}

/**
 * A request as a non-admin (remote) caller makes it: rippled's Role::GUEST, which the loopback tests never are;
 * `session` makes it a WebSocket caller.
 */
export function asGuest(
  net: Localnet,
  request: Record<string, unknown>,
  session?: Session,
): Promise<Record<string, unknown>> {
  const env = { startedAt: Date.now(), ports: [], hostid: 'guest-test', pubkeyNode: '' };
  const apiVersion = apiVersionOf(request) ?? 1;
  const ctx = { node: net.node, env, admin: false, params: request, apiVersion };
  return execute(String(request.command), session ? { ...ctx, session } : ctx);
}

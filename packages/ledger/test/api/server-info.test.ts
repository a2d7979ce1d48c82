import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type LedgerStream } from 'xrpl';
import { RFC1751_WORDS } from '../../src/api/rfc1751-words.js';
import { wordFromBlob } from '../../src/api/rfc1751.js';
import { Session } from '../../src/api/index.js';
import { startLocalnet } from '../../src/server/index.js';
import { asGuest, withLocalnet, type Fixture } from './helpers.js';

// server_info and server_state as a standalone rippled answers them, to an admin and to anyone else.

let f: Fixture;
beforeAll(async () => {
  f = await withLocalnet();
});
afterAll(() => f.close());

type Info = Record<string, unknown>;
const ask = async (command: string): Promise<Info> => {
  const r = (await f.client.request({ command } as never)) as unknown as { result: Record<string, Info> };
  return command === 'server_info' ? (r.result.info as Info) : (r.result.state as Info);
};

describe('server_info', () => {
  it('tells an admin the validator list, validator key and job queue, with a 0.1 s consensus round', async () => {
    const info = await ask('server_info');
    expect(info).toMatchObject({
      hostid: hostname(),
      pubkey_validator: 'none',
      validator_list: { count: 0, expiration: 'unknown', status: 'unknown' },
      load: { job_types: [], threads: 1 },
      last_close: { converge_time_s: 0.1, proposers: 0 },
    });
    expect(info).not.toHaveProperty('validator_list_expires');
    expect(info).not.toHaveProperty('network_id');
    expect(info.ports).toHaveLength(2);
  });

  it('keeps admin facts from anyone else: no load, validator fields or admin ports, and a one-word host id', async () => {
    const r = await asGuest(f.net, { command: 'server_info' });
    const info = r.info as Info;
    for (const k of ['load', 'pubkey_validator', 'validator_list']) expect(info).not.toHaveProperty(k);
    expect(info.ports).toEqual([]);
    expect(RFC1751_WORDS).toContain(info.hostid);
    const sub = await asGuest(f.net, { command: 'subscribe', streams: ['server'] }, new Session(false));
    expect(sub.hostid).toBe(info.hostid);
  });
});

describe('server_state', () => {
  it('gives no host id, the round in milliseconds and the validator list expiry as 0', async () => {
    const state = await ask('server_state');
    expect(state).not.toHaveProperty('hostid');
    expect(state).not.toHaveProperty('validator_list');
    expect(state).toMatchObject({
      last_close: { converge_time: 100, proposers: 0 },
      validator_list_expires: 0,
      pubkey_validator: 'none',
      load: { job_types: [], threads: 1 },
    });
  });
});

describe('a configured network id', () => {
  it('is reported by server_info, server_state, the ledger subscription and each ledgerClosed', async () => {
    const net = await startLocalnet({ wsPort: 0, rpcPort: 0, networkId: 21338 });
    const client = new Client(net.url);
    try {
      await client.connect();
      const closed = new Promise<LedgerStream>((r) => client.once('ledgerClosed', r));
      const info = (await client.request({ command: 'server_info' })).result.info as Info;
      const state = (await client.request({ command: 'server_state' })).result.state as Info;
      const sub = await client.request({ command: 'subscribe', streams: ['ledger'] });
      await client.request({ command: 'ledger_accept' } as never);
      expect(info.network_id).toBe(21338);
      expect(state.network_id).toBe(21338);
      expect((sub.result as Info).network_id).toBe(21338);
      expect((await closed) as unknown as Info).toMatchObject({ network_id: 21338 });
    } finally {
      await client.disconnect();
      await net.close();
    }
  });
});

describe('wordFromBlob', () => {
  it('picks the word a Jenkins one-at-a-time hash names, modulo the 2048 words', () => {
    expect(wordFromBlob(new Uint8Array())).toBe('A');
    // one-at-a-time("a") = 0xCA2E9442, a published test value; 0x442 = 1090.
    expect(wordFromBlob(Uint8Array.of(0x61))).toBe(RFC1751_WORDS[0x442]);
  });
});

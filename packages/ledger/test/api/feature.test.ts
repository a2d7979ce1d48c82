import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amendmentList } from '../../src/node/settings.js';
import { emptyStateMap, StoredEntry } from '../../src/state/entry.js';
import { keylet } from '../../src/state/keys.js';
import { withLocalnet, type Fixture } from './helpers.js';

// `feature` reports the amendments whose rules the node follows, enabled and supported, keyed by
// SHA512Half(name) (computed here); the genesis ledger enables exactly those; amendments for what the node lacks
// (channels, checks, NFTs, ...) are neither listed nor enabled, and a transaction rippled
// gates behind one of them is temDISABLED. Reached through xrpl.js's Client (a local, admin connection).

const IMPLEMENTED = [
  ...[
    'Flow',
    'fix1368',
    'fix1373',
    'fix1781',
    'FlowSortStrands',
    'fixQualityUpperBound',
    'FlowCross',
    'TickSize',
  ],
  ...['fix1513', 'fix1515', 'fix1578', 'fixTakerDryOfferRemoval', 'fixRmSmallIncreasedQOffers'],
  ...['ImmediateOfferKilled', 'fixReducedOffersV1', 'fixReducedOffersV2', 'fixFillOrKill'],
  ...[
    'fixSTAmountCanonicalize',
    'fixUniversalNumber',
    'TrustSetAuth',
    'fix1201',
    'fix1528',
    'SortedDirectories',
  ],
  ...['DepositAuth', 'DeletableAccounts', 'fixMasterKeyAsRegularKey', 'RequireFullyCanonicalSig'],
  ...['fixTrustLinesToSelf', 'DisallowIncoming', 'fixDisallowIncomingV1', 'XRPFees', 'fixPreviousTxnID'],
  ...['fixInnerObjTemplate', 'fixInnerObjTemplate2', 'Clawback', 'DeepFreeze', 'Escrow', 'CryptoConditions'],
  ...['CryptoConditionsSuite', 'fix1523', 'fix1543', 'fix1571', 'TokenEscrow', 'AMM', 'fixAMMOverflowOffer'],
  ...['fixAMMv1_1', 'fixAMMv1_2', 'fixAMMv1_3', 'AMMClawback'],
  ...['MultiSign', 'MultiSignReserve', 'ExpandedSignerList', 'TicketBatch'],
];
const NOT_HERE = ['PayChan', 'Checks', 'NonFungibleTokensV1_1', 'DepositPreauth'];
const idOf = (name: string) => createHash('sha512').update(name).digest('hex').slice(0, 64).toUpperCase();

let f: Fixture;
beforeAll(async () => {
  f = await withLocalnet();
});
afterAll(() => f.close());

const request = async (req: Record<string, unknown>) =>
  ((await f.client.request(req as never)) as unknown as { result: Record<string, unknown> }).result;
const error = (req: Record<string, unknown>) =>
  f.client.request(req as never).then(
    () => undefined,
    (e: { data: Record<string, unknown> }) => e.data,
  );

describe('feature', () => {
  it('lists exactly the implemented amendments, enabled and supported, by id', async () => {
    const features = (await request({ command: 'feature' })).features as Record<string, unknown>;
    const expected = Object.fromEntries(
      IMPLEMENTED.map((name) => [idOf(name), { enabled: true, name, supported: true }]),
    );
    expect(IMPLEMENTED).toHaveLength(53);
    expect(features).toEqual(expected);
  });

  it('finds one by name or by id; an amendment the node lacks is unknown to it (badFeature)', async () => {
    const amm = { [idOf('fixAMMv1_3')]: { enabled: true, name: 'fixAMMv1_3', supported: true } };
    expect(await request({ command: 'feature', feature: 'fixAMMv1_3' })).toEqual(amm);
    expect(await request({ command: 'feature', feature: idOf('fixAMMv1_3').toLowerCase() })).toEqual(amm);
    for (const name of NOT_HERE) {
      for (const feature of [name, idOf(name)])
        expect(await error({ command: 'feature', feature })).toMatchObject({
          error: 'badFeature',
          error_code: 40,
          error_message: 'Feature unknown or invalid.',
        });
    }
  });

  it("the genesis ledger's Amendments entry enables exactly those, sorted by id", async () => {
    // The Amendments singleton's key: SHA512Half of the space 'f' (0x0066).
    const index = createHash('sha512')
      .update(Buffer.from([0, 0x66]))
      .digest('hex')
      .slice(0, 64)
      .toUpperCase();
    const r = await request({ command: 'ledger_entry', index, ledger_index: 1 });
    const node = r.node as { Amendments: string[] };
    expect(node.Amendments).toEqual(IMPLEMENTED.map(idOf).sort());
  });

  it('account_info shows the flags of enabled amendments (DisallowIncoming, Clawback, TokenEscrow)', async () => {
    const r = await request({ command: 'account_info', account: f.genesis.address });
    expect(Object.keys(r.account_flags as object).sort()).toEqual(
      [
        'allowTrustLineClawback',
        'allowTrustLineLocking',
        'defaultRipple',
        'depositAuth',
        'disableMasterKey',
        'disallowIncomingCheck',
        'disallowIncomingNFTokenOffer',
        'disallowIncomingPayChan',
        'disallowIncomingTrustline',
        'disallowIncomingXRP',
        'globalFreeze',
        'noFreeze',
        'passwordSpent',
        'requireAuthorization',
        'requireDestinationTag',
      ].sort(),
    );
  });

  it('a transaction gated by an amendment that is not enabled is temDISABLED (DIDSet: DID)', async () => {
    const prepared = await f.client.autofill({
      TransactionType: 'DIDSet',
      Account: f.genesis.address,
      URI: '68747470733A2F2F6578616D706C652E636F6D',
    });
    const r = await f.client.request({ command: 'submit', tx_blob: f.genesis.sign(prepared).tx_blob });
    expect(r.result.engine_result).toBe('temDISABLED');
    expect(r.result.engine_result_message).toBe('The transaction requires logic that is currently disabled.');
  });
});

describe('an older ledger that enabled more than the node implements', () => {
  it('lists those as enabled and unsupported, and an unknown id without a name', () => {
    const unknown = 'AB'.repeat(32);
    const state = emptyStateMap().set(
      keylet.amendments(),
      new StoredEntry({
        LedgerEntryType: 'Amendments',
        Flags: 0,
        Amendments: [idOf('AMM'), idOf('PayChan'), unknown],
      }),
    );
    const all = new Map(amendmentList(state).map((a) => [a.id, a]));
    expect(all.size).toBe(IMPLEMENTED.length + 2);
    expect(all.get(idOf('PayChan'))).toEqual({
      id: idOf('PayChan'),
      name: 'PayChan',
      enabled: true,
      supported: false,
    });
    expect(all.get(unknown)).toEqual({ id: unknown, enabled: true, supported: false });
    expect(all.get(idOf('AMM'))).toMatchObject({ enabled: true, supported: true });
    expect(all.get(idOf('fixAMMv1_3'))).toMatchObject({ enabled: false, supported: true });
  });
});

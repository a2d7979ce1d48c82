/**
 * The real token header and holders list of the stablecoin the XRP→USD rate comes from, for
 * test/browser/token-market.test.ts: a token younger than a day, held by its pool, its dev wallet and traders.
 */
import type { TokenDetail } from '@horizon/core';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { ActivityTabs } from '../../../src/features/token/ActivityTabs.js';
import { TokenHeader } from '../../../src/features/token/TokenHeader.js';
import '../../../src/styles/index.css';
import { FIXTURE_ISSUER, tokenRecord } from '../../fixtures/token-record.js';

export const POOL = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';
export const DEV = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';
export const TRADER = 'rLHzPsX6oXkzU2qL12kHCH8G8cnZv1rBJh';

const token: TokenDetail = {
  ...tokenRecord('USD', {
    // 0.5036 XRP at a rate of 1.9843 USD per XRP read a minute earlier: $0.9993 if multiplied.
    price_in_xrp: '0.5036',
    price_change_24h: 1.25,
    price_change_since_first_trade: true,
    holders_list: [
      { classic_address: POOL, balance: '500000', role: 'amm' },
      { classic_address: DEV, balance: '100000', role: 'developer' },
      { classic_address: TRADER, balance: '100.5', role: null },
    ],
  }),
  chart_data: [],
};

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MemoryRouter>
      <TokenHeader
        token={token}
        xrpUsd="1.9843"
        isUsdReference={token.token_id === `USD:${FIXTURE_ISSUER}`}
      />
      <ActivityTabs
        trades={[]}
        traders={{ state: 'loading' }}
        holders={token.holders_list}
        ticker={token.ticker}
        onRetry={() => {}}
      />
    </MemoryRouter>,
  );
}

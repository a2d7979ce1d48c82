/** The review dialog lists fees owed from an earlier trade on their own line, with the reason (issue 15). */
import { OWED_FEE_TEXT, type SignableBase } from '@horizon/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TradeFlowDialog } from '../../src/trade-ui/TradeFlowDialog.js';
import { buildPreview } from '../../src/trade-flow/preview.js';
import { ISSUER, TOKEN, TRADER, TREASURY } from '../trade-flow/fixtures.js';

const tx = (fields: Record<string, unknown>) => ({ Account: TRADER, Fee: '12', ...fields }) as SignableBase;
const pay = (destination: string, amount: unknown) =>
  tx({ TransactionType: 'Payment', Destination: destination, Amount: amount });

describe('the trade review', () => {
  it('shows what the wallet owes from an earlier trade beside this trade’s fees, with why', () => {
    const preview = buildPreview({ kind: 'buy', tokenId: TOKEN, xrpAmount: '10', slippagePercent: 1 }, [
      {
        role: 'buy',
        tx: tx({
          TransactionType: 'OfferCreate',
          TakerGets: '10000000',
          TakerPays: { currency: 'USD', issuer: ISSUER, value: '99' },
        }),
      },
      { role: 'fee', tx: pay(TREASURY, '75000') },
      { role: 'burn_back', tx: pay(ISSUER, { currency: 'USD', issuer: ISSUER, value: '0.25' }) },
      { role: 'owed_fee', tx: pay(TREASURY, '100000') },
    ]);
    const html = renderToStaticMarkup(
      createElement(TradeFlowDialog, {
        view: { state: 'busy', stage: 'confirming', preview },
        onConfirm: () => undefined,
        onCancel: () => undefined,
        onClose: () => undefined,
      }),
    );
    const label = OWED_FEE_TEXT.previewLabel.replaceAll("'", '&#x27;');
    expect(html).toContain(
      '<h4 class="muted small">Fees</h4><dl class="kv">' +
        '<div><dt>Trading fee (treasury)</dt><dd class="mono">0.075 XRP</dd></div>' +
        '<div><dt>Burn (sent back to the issuer)</dt><dd class="mono">0.25 USD</dd></div>' +
        `<div><dt>${label}</dt><dd class="mono">0.1 XRP</dd></div></dl>`,
    );
    expect(html).toContain('<dt>Transactions to sign</dt><dd class="mono">4</dd>');
  });
});

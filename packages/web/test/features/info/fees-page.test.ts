/** /fees says what happens to fees a trade left unpaid (issue 15), in core's words. */
import { OWED_FEE_TEXT } from '@horizon/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FeesPage } from '../../../src/features/info/FeesPage.js';

describe('the /fees page', () => {
  it('explains owed fees: added to the next trade, shown with their reason, cleared once paid', () => {
    const html = renderToStaticMarkup(createElement(FeesPage));
    expect(html).toContain(
      `<section class="info-section"><h2>Owed fees</h2><p>${OWED_FEE_TEXT.feesPage.replaceAll("'", '&#x27;')}</p></section>`,
    );
    expect(OWED_FEE_TEXT.feesPage).toContain("added to the wallet's next trade through Horizon");
  });
});

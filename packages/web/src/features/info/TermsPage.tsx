import { DISCLAIMER_POINTS } from '@horizon/core';
import { InfoPage, Section } from './InfoPage.js';

export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Use"
      lead="Horizon is software that lets you trade on the XRP Ledger with your own keys. Using it means accepting these terms."
    >
      <Section title="Self-custody">
        <p>
          Your keys are created, encrypted and used only in your browser. Horizon cannot see, recover or reset
          them. Losing your mnemonic or seed means losing access to your funds.
        </p>
      </Section>
      <Section title="Trades are final">
        <p>
          Transactions you sign are submitted to a public ledger and cannot be reversed. Check amounts,
          destinations and slippage before signing.
        </p>
      </Section>
      <Section title="Tokens on Horizon">
        <p>
          Anyone can issue a token on the XRP Ledger and launch it on Horizon. Names, descriptions, icons and
          links are supplied by their creators and are not checked by Horizon.
        </p>
      </Section>
      <Section title="Fees">
        <p>
          Each trade pays the fees described on the Fees page. They are part of the transactions you sign and
          are shown before you sign them.
        </p>
      </Section>
      <Section title="Disclaimer">
        <ul>
          {DISCLAIMER_POINTS.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </Section>
    </InfoPage>
  );
}

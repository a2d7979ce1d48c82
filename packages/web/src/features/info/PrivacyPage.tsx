import { InfoPage, Section } from './InfoPage.js';

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy" lead="Horizon keeps as little as it can, and never your keys.">
      <Section title="What stays in your browser">
        <p>
          Your wallets, their encrypted keys and mnemonics, your wallet labels and your search history are
          stored only in this browser. Clearing the site's data removes them.
        </p>
      </Section>
      <Section title="What the server keeps">
        <p>
          A short-lived verification session (a signed cookie), the public addresses you register, a referral
          binding if you used a referral code, and public ledger data such as trades and balances. Rate limits
          use your IP address for a short time.
        </p>
      </Section>
      <Section title="No third parties">
        <p>
          The app loads no tracking or analytics scripts. The bot check is self-hosted by default; if the
          operator chose Cloudflare Turnstile instead, its widget is loaded on the verification page only.
        </p>
      </Section>
      <Section title="Public ledger">
        <p>
          Everything you do on the XRP Ledger is public and permanent, and can be viewed by anyone with your
          address.
        </p>
      </Section>
    </InfoPage>
  );
}

/** /fees: the fee programs and worked examples, from core's fee table (exact, in XRP). */
import { type FeeExample, OWED_FEE_TEXT, feeTable } from '@horizon/core';
import { InfoPage, Section } from './InfoPage.js';

const TABLE = feeTable();

export function FeesPage() {
  return (
    <InfoPage
      title="Fees"
      lead="One trading fee of 1% of each trade's XRP value, split between programs. Network fees of the XRP Ledger are separate and tiny."
    >
      <Section title="Fee programs">
        <div className="table-wrap">
          <table className="table fee-table">
            <thead>
              <tr>
                <th>Program</th>
                <th className="num">Rate</th>
                <th>Applies to</th>
                <th>Paid in</th>
                <th>Paid to</th>
                <th>Paid by</th>
              </tr>
            </thead>
            <tbody>
              {TABLE.rows.map((row) => (
                <tr key={row.program}>
                  <td>{row.label}</td>
                  <td className="num mono">{row.ratePercent}%</td>
                  <td>{row.appliesTo}</td>
                  <td>{row.paidIn}</td>
                  <td>{row.paidTo}</td>
                  <td className="mono small">{row.paidBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title="Worked examples">
        <div className="example-grid">
          {TABLE.examples.map((example) => (
            <Example key={example.title} example={example} />
          ))}
        </div>
      </Section>
      <Section title={OWED_FEE_TEXT.feesPageTitle}>
        <p>{OWED_FEE_TEXT.feesPage}</p>
      </Section>
    </InfoPage>
  );
}

function Example({ example }: { example: FeeExample }) {
  const { xrp } = example;
  const rows: readonly [string, string][] = [
    ['Trade value', xrp.value],
    ['Total fee', xrp.total],
    ['Referral', xrp.referral],
    ['Burned (token worth)', xrp.burn],
    ['Treasury', xrp.treasury],
    ['…of which Devback', xrp.devback],
    ['Treasury keeps', xrp.treasuryKept],
  ];
  return (
    <div className="card example">
      <h3>{example.title}</h3>
      <dl className="kv">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="mono">{value} XRP</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

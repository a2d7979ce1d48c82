/**
 * The fair-launch card of a token launched on Horizon: the sniper round's seed commitment (public before the
 * pool existed), the seed once revealed, and the order it gave. Nothing shows for a token without a round.
 */
import { SNIPER_UI as S, SNIPE_ORDER_RULE, verifySnipeRound } from '@horizon/core';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { TokenAmount } from '../../ui/TokenAmount.js';
import { Xrp } from '../../ui/Xrp.js';

const short = (text: string) => `${text.slice(0, 8)}…${text.slice(-6)}`;

export function SnipeFairnessCard({ tokenId }: { tokenId: string }) {
  const round = useApi(
    (signal) => api.call('GET /api/tokens/{token_id}/snipe-round', { params: { token_id: tokenId }, signal }),
    [tokenId],
  );
  if (round.state !== 'ready' || round.data === null) return null;
  const r = round.data;
  const placed = r.participants.filter((p) => p.position !== null);
  const check = verifySnipeRound(r);
  return (
    <section className="card" data-testid="snipe-fairness">
      <h2>{S.fairnessTitle}</h2>
      <dl className="kv">
        <div>
          <dt>{S.commitment}</dt>
          <dd className="mono" title={r.commitment}>
            {short(r.commitment)}
          </dd>
        </div>
        <div>
          <dt>{S.seed}</dt>
          <dd className="mono" title={r.seed ?? undefined} data-testid="snipe-seed">
            {r.seed ? short(r.seed) : S.seedHidden}
          </dd>
        </div>
      </dl>
      <p className="muted small">{SNIPE_ORDER_RULE}</p>
      {check !== 'pending' && (
        <p className={check === 'verified' ? 'small' : 'error-text small'} data-testid="snipe-check">
          {check === 'verified' ? S.verified : S.mismatch}
        </p>
      )}
      {placed.length === 0 ? (
        <p className="muted">{S.noParticipants}</p>
      ) : (
        <ol className="snipe-order">
          {placed.map((p) => (
            <li key={p.pre_snipe_address} className="mono" title={p.order_hash ?? undefined}>
              {short(p.pre_snipe_address)} · <Xrp value={p.xrp_amount} />
              {p.token_amount ? (
                <>
                  {' → '}
                  <TokenAmount value={p.token_amount} />
                </>
              ) : (
                ''
              )}{' '}
              · {p.status}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

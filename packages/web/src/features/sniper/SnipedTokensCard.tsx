/**
 * What the pre-snipe wallet bought: claim a snipe or withdraw the whole token balance to the active wallet.
 * The tokens can only arrive on a trustline, so when the wallet has none the trustline flow (review, one
 * signature, relay) runs first and the claim follows it.
 */
import { type PreSnipedToken, SNIPER_UI as S } from '@horizon/core';
import { useState } from 'react';
import { errorMessage } from '../../api/client.js';
import { tokenLabel } from '../../format/display.js';
import { TokenAmount } from '../../ui/TokenAmount.js';
import { Xrp } from '../../ui/Xrp.js';
import { FormProblem } from '../../trade-ui/FormParts.js';
import { FlowDialog } from '../../trade-ui/TradeFlowDialog.js';
import { useTradeFlow } from '../../trade-ui/useTradeFlow.js';
import { preSnipeCall } from './pre-snipe-calls.js';
import { trustsToken } from './token-trustline.js';

export interface SnipedTokensCardProps {
  readonly address: string;
  readonly tokens: readonly PreSnipedToken[];
  readonly onChanged: () => void;
}

export function SnipedTokensCard({ address, tokens, onChanged }: SnipedTokensCardProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const trustline = useTradeFlow('sniper');
  /** True once the wallet trusts the token; false when the user cancelled or the trustline failed. */
  const ensureTrustline = async (tokenId: string): Promise<boolean> => {
    if ((await trustsToken(address, tokenId)) !== false) return true;
    const set = await trustline.run({ kind: 'trustlineSet', tokenId }, address);
    // 'Trustline already exists' ends the flow without a result: the list says whether it is there.
    return set !== null || (await trustsToken(address, tokenId)) === true;
  };
  const act = async (tokenId: string, key: 'claim' | 'withdraw') => {
    setBusy(tokenId);
    setProblem(null);
    try {
      if (!(await ensureTrustline(tokenId))) {
        setProblem(S.trustlineFirst);
        return;
      }
      const route =
        key === 'claim'
          ? ('POST /api/trustless/claim_pre_snipe' as const)
          : ('POST /api/trustless/withdraw_tokens_from_pre_snipe' as const);
      await preSnipeCall(address, route, { token_id: tokenId });
      onChanged();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="card sniper-tokens" data-testid="sniped-tokens">
      <div className="card-head">
        <h2>{S.snipedTitle}</h2>
      </div>
      {tokens.length === 0 ? (
        <p className="muted">{S.noneSniped}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>{S.snipedColumns.token}</th>
                <th className="num">{S.snipedColumns.bought}</th>
                <th className="num">{S.snipedColumns.spent}</th>
                <th aria-label={S.snipedColumns.actions} />
              </tr>
            </thead>
            <tbody>
              {tokens.map((t) => (
                <tr key={t.token_id}>
                  <td>{tokenLabel(t.token_id)}</td>
                  <td className="num mono">
                    <TokenAmount value={t.token_amount} />
                  </td>
                  <td className="num mono">
                    <Xrp value={t.xrp_spent} />
                  </td>
                  <td>
                    {t.claimed ? (
                      <span className="muted">{S.claimed}</span>
                    ) : (
                      <div className="sniper-actions">
                        <button
                          type="button"
                          className="btn btn-primary"
                          disabled={busy !== null}
                          onClick={() => void act(t.token_id, 'claim')}
                        >
                          {S.claim}
                        </button>
                        <button
                          type="button"
                          className="btn"
                          disabled={busy !== null}
                          onClick={() => void act(t.token_id, 'withdraw')}
                        >
                          {S.withdrawTokens}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FormProblem text={problem} />
      <FlowDialog flow={trustline} />
    </section>
  );
}

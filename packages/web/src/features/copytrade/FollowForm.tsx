/** Follow a leader: picked from this week's top traders or typed as an address, with its limits. */
import { COPYTRADE_STRINGS as S, type FollowRequest } from '@horizon/core';
import { useState } from 'react';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { FormProblem } from '../../trade-ui/FormParts.js';
import { LimitsFields } from './LimitsFields.js';
import { DEFAULT_LIMITS, followBody } from './limits-form.js';
import { Xrp } from '../../ui/Xrp.js';

const TOP = 5;

export function FollowForm({
  follower,
  onFollow,
}: {
  follower: string;
  onFollow: (body: FollowRequest) => Promise<boolean>;
}) {
  const [leader, setLeader] = useState('');
  const [form, setForm] = useState(DEFAULT_LIMITS);
  const board = useApi(
    (signal) => api.call('GET /api/leaderboards', { signal, query: { period: '7d', by: 'pnl' } }),
    [],
  );
  const checked = followBody(follower, leader, form);
  const picks =
    board.state === 'ready'
      ? board.data.entries.filter((e) => e.classic_address !== follower).slice(0, TOP)
      : [];
  return (
    <section className="card">
      <h2>{S.followTitle}</h2>
      <h3 className="muted small">{S.fromLeaderboard}</h3>
      {board.state === 'ready' && picks.length === 0 && <p className="muted small">{S.leaderboardEmpty}</p>}
      <ul className="copy-list copy-picks">
        {picks.map((e) => (
          <li key={e.classic_address}>
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              onClick={() => setLeader(e.classic_address)}
            >
              #{e.rank} <span className="mono">{e.classic_address}</span> · PnL <Xrp value={e.pnl_xrp} />
            </button>
          </li>
        ))}
      </ul>
      <label className="field">
        <span>{S.leaderAddress}</span>
        <input
          className="input mono"
          data-testid="copy-leader-address"
          value={leader}
          onChange={(e) => setLeader(e.target.value.trim())}
        />
      </label>
      <LimitsFields form={form} onChange={setForm} />
      <FormProblem text={leader !== '' && !checked.ok ? checked.error : null} />
      <button
        type="button"
        className="btn btn-primary"
        data-testid="copy-follow"
        disabled={!checked.ok}
        onClick={() => checked.ok && void onFollow(checked.body).then((ok) => ok && setLeader(''))}
      >
        {S.followButton}
      </button>
    </section>
  );
}

/** One followed leader: today's spend, its limits to edit and save, and Unfollow. */
import { COPYTRADE_STRINGS as S, type FollowRequest, type FollowedLeader } from '@horizon/core';
import { useState } from 'react';
import { FormProblem } from '../../trade-ui/FormParts.js';
import { LimitsFields } from './LimitsFields.js';
import { followBody, formOf } from './limits-form.js';

export interface LeaderRowProps {
  readonly follower: string;
  readonly leader: FollowedLeader;
  readonly onSave: (body: FollowRequest) => Promise<boolean>;
  readonly onUnfollow: (leader: string) => Promise<boolean>;
}

export function LeaderRow({ follower, leader, onSave, onUnfollow }: LeaderRowProps) {
  const [form, setForm] = useState(() => formOf(leader));
  const checked = followBody(follower, leader.leader_address, form);
  return (
    <li className="card" data-testid="copy-leader">
      <div className="card-head">
        <span className="mono">{leader.leader_address}</span>
        <span className="muted small">{S.spentToday(leader.spent_today_xrp)}</span>
      </div>
      <LimitsFields form={form} onChange={setForm} />
      <FormProblem text={checked.ok ? null : checked.error} />
      <div className="form-row">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!checked.ok}
          onClick={() => checked.ok && void onSave(checked.body)}
        >
          {S.save}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void onUnfollow(leader.leader_address)}
        >
          {S.unfollow}
        </button>
      </div>
    </li>
  );
}

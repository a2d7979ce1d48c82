/** This week's live tally, the leader first, with the share of votes as a bar. */
import { VOTING_UI as S, type VoteResults as Results, voteCount } from '@horizon/core';
import { tokenLabel } from '../../format/display.js';
import { EmptyState } from '../../ui/States.js';

export function VoteResults({ results, onPick }: { results: Results; onPick: (tokenId: string) => void }) {
  if (results.results.length === 0) return <EmptyState title={S.noVotes} />;
  return (
    <table className="table" data-testid="vote-results">
      <tbody>
        {results.results.map((r) => {
          const percent = Math.round((r.votes * 100) / Math.max(results.total_votes, 1));
          return (
            <tr key={r.token_id}>
              <td>
                <button type="button" className="link-btn" onClick={() => onPick(r.token_id)}>
                  {r.ticker ?? tokenLabel(r.token_id)}
                </button>
                {results.my_vote === r.token_id && <span className="tag tag-token"> {S.voted}</span>}
              </td>
              <td className="vote-bar-cell">
                <span className="vote-bar" style={{ width: `${percent}%` }} />
              </td>
              <td className="num">{voteCount(r.votes)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

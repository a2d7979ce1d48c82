/** Token Voting (issue 10): its frame until the program arrives. */
import { Pending } from '../pending/PendingPages.js';

export function VotingPage() {
  return (
    <Pending
      title="Token Voting"
      intro="A weekly vote among tokens; the winner gets 5% of daily revenue for burns."
      premium
    />
  );
}

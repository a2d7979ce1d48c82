/** Token Sniper (issue 10): its frame until the program arrives. */
import { Pending } from '../pending/PendingPages.js';

export function SniperPage() {
  return (
    <Pending
      title="Token Sniper"
      intro="Pre-buy tokens before their AMM pool exists, with randomized fair access."
      premium
    />
  );
}

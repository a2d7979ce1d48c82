/** Premium (issue 10): its frame until the program arrives. */
import { Pending } from '../pending/PendingPages.js';

export function PremiumPage() {
  return (
    <Pending
      title="Premium"
      intro="Hold 100 of the platform token, or pay 5 XRP a month, for Sniper, Copy Trading and Token Voting."
    />
  );
}

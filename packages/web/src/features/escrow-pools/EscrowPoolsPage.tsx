/** Escrow Pools (issue 10): its frame until the program arrives. */
import { Pending } from '../pending/PendingPages.js';

export function EscrowPoolsPage() {
  return (
    <Pending
      title="Escrow Pools"
      intro="Contribution pools held by native escrows: filled by the deadline, or everyone refunded."
    />
  );
}

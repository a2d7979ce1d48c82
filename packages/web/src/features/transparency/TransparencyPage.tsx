/** Transparency (issue 10): its frame until the program arrives. */
import { Pending } from '../pending/PendingPages.js';

export function TransparencyPage() {
  return (
    <Pending
      title="Transparency"
      intro="Every wallet the operator controls, the fee flows, burns and payouts, read from the ledger."
    />
  );
}

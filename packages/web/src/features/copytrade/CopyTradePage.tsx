/** Copy Trade (issue 10): its frame until the program arrives. */
import { Pending } from '../pending/PendingPages.js';

export function CopyTradePage() {
  return (
    <Pending title="Copy Trade" intro="Mirror the trades of successful wallets automatically." premium />
  );
}

import type { IssuedValue } from '@horizon/protocol';
import { flagsOf, hasFlag, lsf } from './account.js';
import type { EntryFields } from './entry.js';
import { keylet } from './keys.js';
import { balanceFor, lineKey, setBalanceFor, side, valueOf } from './trust-line.js';
import { bumpOwnerCount, trustDelete } from './trust-line-ops.js';
import type { ApplyView } from './view.js';

// rippled's rippleCreditIOU: move `amount` along an existing line from sender to receiver; when the sender's
// side falls back to its defaults its reserve is released, and a line left at defaults on both sides goes.

export function rippleCredit(
  view: ApplyView,
  sender: string,
  receiver: string,
  currency: string,
  amount: IssuedValue,
): string {
  const key = lineKey(sender, receiver, currency);
  const line = view.peek(key);
  if (!line) return 'tecPATH_DRY';
  const before = balanceFor(line, sender, receiver);
  const after = before.sub(amount);
  setBalanceFor(line, sender, receiver, after);
  const s = side(sender, receiver);
  const r = side(receiver, sender);
  let remove = false;
  if (before.signum() > 0 && after.signum() <= 0 && senderSideIsDefault(view, line, sender, s)) {
    bumpOwnerCount(view, sender, -1);
    line.Flags = (flagsOf(line) & ~s.reserve) >>> 0;
    remove = after.isZero() && (flagsOf(line) & r.reserve) === 0;
  }
  if (remove) return trustDelete(view, key, line);
  view.update(key, line);
  return 'tesSUCCESS';
}

function senderSideIsDefault(
  view: ApplyView,
  line: EntryFields,
  sender: string,
  s: ReturnType<typeof side>,
): boolean {
  const flags = flagsOf(line);
  const root = view.read(keylet.account(sender));
  const defaultRipple = root !== undefined && hasFlag(root, lsf.defaultRipple);
  return (
    (flags & s.reserve) !== 0 &&
    ((flags & s.noRipple) !== 0) !== defaultRipple &&
    (flags & s.freeze) === 0 &&
    valueOf(line[s.limit]).isZero() &&
    !line[s.qualityIn] &&
    !line[s.qualityOut]
  );
}

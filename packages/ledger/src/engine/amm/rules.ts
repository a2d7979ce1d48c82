import type { AmmRules } from '@horizon/protocol';
import { amendmentId } from '../../chain/amendments.js';
import type { EntryFields } from '../../state/entry.js';
import { keylet } from '../../state/keys.js';

// Which AMM fixes a ledger has enabled (its Amendments entry), as rippled's Rules give them to the AMM math.

type Read = (key: string) => Readonly<EntryFields> | undefined;

const ID = {
  fixAMMv1_1: amendmentId('fixAMMv1_1'),
  fixAMMv1_2: amendmentId('fixAMMv1_2'),
  fixAMMv1_3: amendmentId('fixAMMv1_3'),
} as const;

// The Amendments entry never changes once stored: its reading is kept with it.
const cache = new WeakMap<object, AmmRules & { fixAMMv1_2: boolean }>();

function rulesOf(read: Read): AmmRules & { fixAMMv1_2: boolean } {
  const entry = read(keylet.amendments());
  const list = entry?.Amendments as string[] | undefined;
  if (!list) return { fixAMMv1_1: false, fixAMMv1_2: false, fixAMMv1_3: false };
  let rules = cache.get(list);
  if (!rules) {
    const on = new Set(list);
    rules = {
      fixAMMv1_1: on.has(ID.fixAMMv1_1),
      fixAMMv1_2: on.has(ID.fixAMMv1_2),
      fixAMMv1_3: on.has(ID.fixAMMv1_3),
    };
    cache.set(list, rules);
  }
  return rules;
}

/** The AMM math's rules for a ledger: fixAMMv1_1 and fixAMMv1_3 as its Amendments entry lists them. */
export function ammRulesOf(read: Read): AmmRules {
  const { fixAMMv1_1, fixAMMv1_3 } = rulesOf(read);
  return { fixAMMv1_1, fixAMMv1_3 };
}

/** fixAMMv1_2: a withdrawal that creates the account's trust line checks its reserve. */
export const fixAmmV1_2 = (read: Read): boolean => rulesOf(read).fixAMMv1_2;

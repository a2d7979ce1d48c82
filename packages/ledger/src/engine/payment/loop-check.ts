// rippled's strand loop rules (StrandContext's seenDirectIssues and seenBookOuts): an issue may enter and leave
// trust-line steps once each, and no two books may output the same issue, or the strand is temBAD_PATH_LOOP.

export class SeenIssues {
  /** Issues (currency/account) trust-line steps took in, and gave out. */
  readonly directIn = new Set<string>();
  readonly directOut = new Set<string>();
  readonly bookOuts = new Set<string>();
}

const issue = (currency: string, account: string) => `${currency}/${account}`;

/** DirectStepI's loop check; `prevBookOut` is the issue the previous step's book outputs, if it is a book. */
export function directLoop(
  seen: SeenIssues,
  currency: string,
  src: string,
  dst: string,
  prevBookOut: string | undefined,
): boolean {
  const srcIssue = issue(currency, src);
  if (seen.bookOuts.has(srcIssue) && prevBookOut !== undefined && prevBookOut !== srcIssue) return true;
  if (seen.directIn.has(srcIssue) || seen.directOut.has(issue(currency, dst))) return true;
  seen.directIn.add(srcIssue);
  seen.directOut.add(issue(currency, dst));
  return false;
}

/** BookStep's loop check on the issue the book outputs. */
export function bookLoop(seen: SeenIssues, out: string): boolean {
  if (seen.bookOuts.has(out) || seen.directIn.has(out) || seen.directOut.has(out)) return true;
  seen.bookOuts.add(out);
  return false;
}

/** XRPEndpointStep's loop check: XRP leaves the source once and reaches the destination once. */
export function xrpLoop(seen: SeenIssues, isLast: boolean): boolean {
  const set = isLast ? seen.directIn : seen.directOut;
  if (set.has('XRP/')) return true;
  set.add('XRP/');
  return false;
}

export const issueKey = issue;

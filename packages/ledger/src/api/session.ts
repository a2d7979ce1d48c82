// One WebSocket connection's subscriptions, as rippled's InfoSub keeps them.

export class Session {
  readonly streams = new Set<string>();
  readonly accounts = new Set<string>();
  readonly accountsProposed = new Set<string>();
  /** Order books as `in>out` issue keys (api/book-subscriptions.ts). */
  readonly books = new Set<string>();
  /** rippled sends stream messages in the API version of the latest subscribe request. */
  apiVersion = 1;

  constructor(readonly admin: boolean) {}

  /** True when this session wants messages about a closed transaction touching `accounts`. */
  wantsAccounts(accounts: Iterable<string>, proposedOnly: boolean): boolean {
    for (const a of accounts) {
      if (this.accountsProposed.has(a)) return true;
      if (!proposedOnly && this.accounts.has(a)) return true;
    }
    return false;
  }
}

export declare const ALLOWED_IMPORTS: Readonly<
  Record<'protocol' | 'core' | 'ledger' | 'server' | 'web', readonly string[]>
>;

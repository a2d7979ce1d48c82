import type { LedgerTransaction } from '../types.js';
import { optionalIssuedAmount, requireIssue } from './common.js';

/** AMMBid needs Asset and Asset2; BidMin and BidMax are LP-token amounts. */
export function validateAmmBid(tx: LedgerTransaction): void {
  requireIssue(tx, 'Asset');
  requireIssue(tx, 'Asset2');
  optionalIssuedAmount(tx, 'BidMin');
  optionalIssuedAmount(tx, 'BidMax');
}

import type { Amount, Asset } from '@horizon/protocol';
import type { FeeSettings } from '../../node/node-api.js';
import type { ApplyView } from '../../state/view.js';
import type { Rate } from '@horizon/protocol';

// One step of a strand (rippled's Step): the reverse pass asks for an output and answers the input it needs,
// the forward pass feeds an input and answers the output; both move funds in the sandbox they are given.

export type DebtDir = 'issues' | 'redeems';
export type StrandDir = 'forward' | 'reverse';

export const XRP_ACCOUNT = 'rrrrrrrrrrrrrrrrrrrrrhoLvTp';

export interface StepIO {
  in: Amount;
  out: Amount;
}

/** What a step's passes see: the sandbox they write, the view before the strand ran, offers to remove. */
export interface PassContext {
  sb: ApplyView;
  /** rippled's afView: balances before the strand ran (decides "found" versus "became" unfunded). */
  af: ApplyView;
  ofrsToRm: Set<string>;
}

/** What strand building and the steps know of the ledger beyond the views. */
export interface FlowEnv {
  fees: FeeSettings;
  parentCloseTime: number;
  /** The account whose AMM fee applies (the transaction's sender). */
  account: string;
}

export interface BookRef {
  in: Asset;
  out: Asset;
}

export interface Step {
  rev(ctx: PassContext, out: Amount): StepIO;
  fwd(ctx: PassContext, input: Amount): StepIO;
  cachedIn(): Amount | undefined;
  cachedOut(): Amount | undefined;
  debtDirection(view: ApplyView, dir: StrandDir): DebtDir;
  /** The best rate this step can offer now (lower is better), or undefined when dry. */
  qualityUpperBound(view: ApplyView, prevDir: DebtDir): { rate: Rate | undefined; dir: DebtDir };
  lineQualityIn(view: ApplyView): number;
  directStepSrcAcct(): string | undefined;
  bookStepBook(): BookRef | undefined;
  inactive(): boolean;
  offersUsed(): number;
  /** A key telling equal steps apart (strands with the same steps are one strand). */
  readonly id: string;
}

export const issuerOf = (asset: Asset): string => (asset.kind === 'xrp' ? XRP_ACCOUNT : asset.issuer);
export const assetKey = (a: Asset): string => (a.kind === 'xrp' ? 'XRP' : `${a.currency}/${a.issuer}`);
export const sameAsset = (a: Asset, b: Asset): boolean => assetKey(a) === assetKey(b);

/** The answers most steps share: no line quality, neither a trust-line nor a book step, no offers used. */
export abstract class StepBase {
  lineQualityIn(_view?: ApplyView): number {
    return 1_000_000_000;
  }
  directStepSrcAcct(): string | undefined {
    return undefined;
  }
  bookStepBook(): BookRef | undefined {
    return undefined;
  }
  inactive(): boolean {
    return false;
  }
  offersUsed(): number {
    return 0;
  }
}

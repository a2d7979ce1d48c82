import {
  AMM_MAX_ITERATIONS,
  ammOffer,
  ammOfferInvariantHolds,
  ammOfferLimitIn,
  ammOfferLimitOut,
  ammQualityFunction,
  clobQualityFunction,
  type Amount,
  type AmmOffer as AmmOfferAmounts,
  type Asset,
  type OfferAmounts,
  type QualityFunction,
  type Rate,
} from '@horizon/protocol';
import type { ApplyView } from '../../state/view.js';
import { ammHolding, effectiveFee, readAmm } from '../amm/pool.js';

// The AMM inside a BookStep (rippled's AMMContext, AMMLiquidity and AMMOffer): a synthetic offer sized against
// the book's best quality (single strand) or in Fibonacci slices (several strands), used at most once per pass.

/** AMMContext: shared by every BookStep of one payment. */
export class AmmContext {
  multiPath = false;
  private used = false;
  iterations = 0;

  constructor(readonly account: string) {}

  setUsed(): void {
    this.used = true;
  }
  /** After a pass applied its best strand: a used pool counts one more iteration. */
  update(): void {
    if (this.used) this.iterations++;
    this.used = false;
  }
  clear(): void {
    this.used = false;
  }
  maxItersReached(): boolean {
    return this.iterations >= AMM_MAX_ITERATIONS;
  }
}

export class AmmLiquidity {
  private constructor(
    readonly account: string,
    readonly fee: number,
    private readonly inAsset: Asset,
    private readonly outAsset: Asset,
    private readonly initial: OfferAmounts,
    readonly ctx: AmmContext,
  ) {}

  static open(
    view: ApplyView,
    inAsset: Asset,
    outAsset: Asset,
    ctx: AmmContext,
    parentCloseTime: number,
  ): AmmLiquidity | undefined {
    const read = (k: string) => view.read(k);
    const amm = readAmm(read, inAsset, outAsset);
    if (!amm || amm.pool.lpTokenBalance.value.isZero()) return undefined;
    const fee = effectiveFee(amm, ctx.account, parentCloseTime);
    const initial = {
      in: ammHolding(read, amm.account, inAsset),
      out: ammHolding(read, amm.account, outAsset),
    };
    return new AmmLiquidity(amm.account, fee, inAsset, outAsset, initial, ctx);
  }

  private balances(view: ApplyView): OfferAmounts {
    const read = (k: string) => view.read(k);
    return {
      in: ammHolding(read, this.account, this.inAsset),
      out: ammHolding(read, this.account, this.outAsset),
    };
  }

  /** AMMLiquidity::getOffer against the book's best rate (undefined: no book, or no threshold). */
  getOffer(view: ApplyView, clobRate: Rate | undefined): AmmOfferT | undefined {
    if (this.ctx.maxItersReached()) return undefined;
    const pool = this.balances(view);
    const offer = ammOffer({
      pool,
      initialPool: this.initial,
      fee: this.fee,
      ...(clobRate !== undefined ? { clobRate } : {}),
      multiPath: this.ctx.multiPath,
      iteration: this.ctx.iterations,
    });
    return offer ? new AmmOfferT(this, offer, pool) : undefined;
  }
}

export class AmmOfferT {
  readonly isAmm = true;
  readonly key = undefined;
  private consumed = false;

  constructor(
    private readonly liquidity: AmmLiquidity,
    private readonly offer: AmmOfferAmounts,
    private readonly pool: OfferAmounts,
  ) {}

  get owner(): string {
    return this.liquidity.account;
  }
  get rate(): Rate {
    return this.offer.rate;
  }
  get amount(): OfferAmounts {
    return { in: this.offer.in, out: this.offer.out };
  }
  isFunded(): boolean {
    return true;
  }

  limitOut(_amt: OfferAmounts, limit: Amount, roundUp: boolean): OfferAmounts {
    const l = this.liquidity;
    return ammOfferLimitOut(this.offer, this.pool, limit, l.fee, l.ctx.multiPath, roundUp);
  }

  limitIn(_amt: OfferAmounts, limit: Amount, roundUp: boolean): OfferAmounts {
    const l = this.liquidity;
    return ammOfferLimitIn(this.offer, this.pool, limit, l.fee, l.ctx.multiPath, roundUp);
  }

  checkInvariant(consumed: OfferAmounts): boolean {
    return ammOfferInvariantHolds(this.pool, this.offer, consumed);
  }

  /** The pool's balances move with the sends; consuming only marks the pool used in this pass. */
  consume(): void {
    this.consumed = true;
    this.liquidity.ctx.setUsed();
  }

  fullyConsumed(): boolean {
    return this.consumed;
  }

  qualityFunction(): QualityFunction {
    if (this.liquidity.ctx.multiPath) return clobQualityFunction(this.offer.rate);
    return ammQualityFunction(this.pool, this.liquidity.fee);
  }
}

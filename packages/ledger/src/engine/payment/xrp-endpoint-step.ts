import { RATE_ONE, xrpAmount, type Amount } from '@horizon/protocol';
import type { ApplyView } from '../../state/view.js';
import { liquidXrp } from './hooked-funds.js';
import { minAmount } from './amount-ops.js';
import { flowSend } from './flow-send.js';
import { StepBase, XRP_ACCOUNT, type FlowEnv, type PassContext, type Step, type StepIO } from './step.js';

// XRPEndpointStep: the strand's XRP source (the sender's liquid XRP) or destination.

export class XrpEndpointStep extends StepBase implements Step {
  private cache: Amount | undefined;
  readonly id: string;

  constructor(
    private readonly account: string,
    private readonly isLast: boolean,
    private readonly env: FlowEnv,
    /** Offer crossing may dig one reserve unit deeper when the taker has no line of what it buys yet. */
    private readonly reserveReduction = 0,
  ) {
    super();
    this.id = `xrp:${account}:${isLast}`;
  }

  private liquid(view: ApplyView): Amount {
    return xrpAmount(liquidXrp(view, this.env.fees, this.account, this.reserveReduction));
  }

  private pass(ctx: PassContext, amount: Amount): StepIO {
    const result = this.isLast ? amount : minAmount(this.liquid(ctx.sb), amount);
    const [from, to] = this.isLast ? [XRP_ACCOUNT, this.account] : [this.account, XRP_ACCOUNT];
    if (flowSend(ctx.sb, from, to, result) !== 'tesSUCCESS') return { in: xrpAmount(0n), out: xrpAmount(0n) };
    this.cache = result;
    return { in: result, out: result };
  }

  rev(ctx: PassContext, out: Amount): StepIO {
    return this.pass(ctx, out);
  }

  fwd(ctx: PassContext, input: Amount): StepIO {
    return this.pass(ctx, input);
  }

  cachedIn(): Amount | undefined {
    return this.cache;
  }
  cachedOut(): Amount | undefined {
    return this.cache;
  }
  debtDirection(): 'issues' {
    return 'issues';
  }
  qualityUpperBound() {
    return { rate: RATE_ONE, dir: 'issues' as const };
  }
}

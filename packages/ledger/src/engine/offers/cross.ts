import type { Amount } from '@horizon/protocol';
import type { ApplyContext } from '../context.js';
import type { Ter } from '../ter.js';

// Offer crossing: not yet implemented — every offer is placed whole (step 3 of issue 4).

export interface CrossRequest {
  takerPays: Amount;
  takerGets: Amount;
  flags: number;
}

export interface CrossOutcome {
  ter: Ter;
  /** What is left to place (undefined when fully crossed). */
  remaining?: { takerPays: Amount; takerGets: Amount };
  crossed: boolean;
}

export function crossOffer(_ctx: ApplyContext, req: CrossRequest): CrossOutcome {
  return {
    ter: 'tesSUCCESS',
    remaining: { takerPays: req.takerPays, takerGets: req.takerGets },
    crossed: false,
  };
}

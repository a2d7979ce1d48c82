import type { ApplyContext, PreflightContext } from '../context.js';
import type { Ter } from '../ter.js';

// Issued-currency payments wait for @horizon/protocol's IssuedValue; until then rippled's "disabled" answer.
export function preflightIssued(_ctx: PreflightContext): Ter {
  return 'temDISABLED';
}

export function payIssued(_ctx: ApplyContext): Ter {
  return 'temDISABLED';
}

/** The trade flows' shared shapes: what the user asked for (core's intents), and the transactions to sign. */
import type { TradeIntent, TradeIntentKind } from '@horizon/core';

export type { Intent, PoolAmounts, RoleTx, TradeIntent } from '@horizon/core';
export type TradeKind = TradeIntentKind;
export type TradeIntentOf<K extends TradeKind> = Extract<TradeIntent, { kind: K }>;

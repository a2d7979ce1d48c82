/** What one flow adds to the generic runner: its calls, the roles of the server's answer, and messages. */
import type { SnakeTransaction, TradeFlow } from '@horizon/core';

export interface SubmitCall {
  readonly route: string;
  readonly body: Record<string, unknown>;
  /** Wait before this call (clear-all batches, spec §9). */
  readonly delayMs?: number;
}

export type SignedBlobs = readonly { readonly role: string; readonly blob: string }[];

export interface UnsignedRole {
  readonly role: string;
  readonly tx: SnakeTransaction;
}

/** `I` is the flow's intent (core's `Intent<K>`); the runner and the registry stay typed per kind. */
export interface FlowDefinition<I> {
  readonly engineFlow: TradeFlow;
  readonly request: (intent: I, address: string) => { route: string; body: Record<string, unknown> };
  /** The server's transactions by role, in signing order; absent optional ones left out. */
  readonly unsigned: (response: unknown) => UnsignedRole[];
  readonly submit: (blobs: SignedBlobs, address: string) => SubmitCall[];
  readonly requestFallback: string;
  readonly submitFallback: string;
  /** Spec §8: a decrypt failure while signing. */
  readonly walletAccessMessage: string;
}

/** Picks `field → role` pairs from a response object, skipping null or absent ones. */
export function rolesFrom(response: unknown, fields: readonly (readonly [string, string])[]): UnsignedRole[] {
  const record = (response ?? {}) as Record<string, unknown>;
  return fields.flatMap(([field, role]) => {
    const tx = record[field];
    return tx === null || tx === undefined ? [] : [{ role, tx: tx as SnakeTransaction }];
  });
}

/** `role → blob field` for the signed call; roles without a blob are sent as null. */
export function blobsBody(
  blobs: SignedBlobs,
  fields: readonly (readonly [string, string])[],
  address: string,
): Record<string, unknown> {
  const body: Record<string, unknown> = { classic_address: address };
  for (const [role, field] of fields) body[field] = blobs.find((b) => b.role === role)?.blob ?? null;
  return body;
}

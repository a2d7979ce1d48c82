/** The contract's event schema, in a chunk of its own: built when a page first listens, not at startup. */
import { type ServerEvent, ServerEventSchema } from '@horizon/core';

export function parseServerEvent(data: string): ServerEvent | undefined {
  try {
    const parsed = ServerEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

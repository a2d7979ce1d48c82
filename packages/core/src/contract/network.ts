/** GET /api/network: where the browser reaches the ledger for read-only queries (the preview's simulate). */
import { z } from 'zod';

export const NetworkInfoSchema = z.object({
  ledger_ws_url: z
    .string()
    .regex(/^wss?:\/\//)
    .nullable()
    .meta({ description: "The ledger's WebSocket for the browser (PUBLIC_XRPL_URL, else XRPL_URL)" }),
});
export type NetworkInfo = z.infer<typeof NetworkInfoSchema>;

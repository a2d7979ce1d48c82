/**
 * The names of the server's live events (GET /api/events sends each as `event: <type>`), apart from their
 * schemas: a page adds its listeners by these names without building zod (events.ts builds the schemas).
 */
export const SERVER_EVENT_TYPES = ['trade', 'ledger', 'token_update'] as const;

/**
 * The whole route table, as a chunk of its own: importing it builds every zod schema of the API (about half
 * a second of a throttled phone's main thread), so the client loads it only for a route without an eager
 * schema (response-schemas.ts).
 */
export { API_ROUTES } from '@horizon/core';

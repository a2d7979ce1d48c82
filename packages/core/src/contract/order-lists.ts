/**
 * The active-orders answer read as one list, apart from the orders schemas (orders.ts): the token page's
 * Limit tab uses it without building zod.
 */
import type { ActiveOrder, ActiveOrdersResponse } from './orders.js';

/** Any accepted shape of the active-orders answer as one list. */
export function activeOrdersList(response: ActiveOrdersResponse): ActiveOrder[] {
  if (Array.isArray(response)) return response;
  if ('active_orders' in response) return response.active_orders;
  if ('orders' in response) return response.orders;
  return response.data;
}

/**
 * Where the browser reaches the ledger for read-only queries, asked of the server once per page load: the
 * preview's simulate goes there. A server that gives none (or cannot answer) just means no simulation.
 */
import { type SimulateCall, wsSimulate } from '../trade-flow/index.js';
import { api } from '../services/app-services.js';

let ledgerUrl: Promise<string | null> | undefined;

function ledgerWsUrl(): Promise<string | null> {
  ledgerUrl ??= api
    .call('GET /api/network', {})
    .then((info) => info.ledger_ws_url)
    .catch(() => {
      ledgerUrl = undefined; // asked again next time: the server may be back
      return null;
    });
  return ledgerUrl;
}

/** The ledger's simulate through the URL the server names; rejects (no simulation) when there is none. */
export const ledgerSimulate: SimulateCall = async (tx) => {
  const url = await ledgerWsUrl();
  if (!url) throw new Error('simulate: no ledger WebSocket for the browser');
  return wsSimulate(url)(tx);
};

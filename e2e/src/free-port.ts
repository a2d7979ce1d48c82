/** Ports for processes a test starts by their fixed-port defaults (npm start): never the defaults themselves. */
import { type Server, createServer } from 'node:net';

/** A port the system just gave out and took back: free now, and not one a developer's own npm start holds. */
export async function freePort(): Promise<number> {
  const server = await occupyPort();
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A port this test holds, as another program would; close the server to give it back. */
export async function occupyPort(): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** npm start's three ports (LOCALNET_WS_PORT, LOCALNET_RPC_PORT, PORT), each a free one, as its environment. */
export async function npmStartPorts(): Promise<
  Record<'LOCALNET_WS_PORT' | 'LOCALNET_RPC_PORT' | 'PORT', string>
> {
  const [ws, rpc, app] = [await freePort(), await freePort(), await freePort()];
  return { LOCALNET_WS_PORT: String(ws), LOCALNET_RPC_PORT: String(rpc), PORT: String(app) };
}

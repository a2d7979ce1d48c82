/** Starts the server from the environment: `node packages/server/dist/main.js`. */
import { buildApp } from './app.js';
import { ConfigError, describeConfig, loadConfig } from './config/index.js';
import { DataDirInUseError } from './db/index.js';
import { openServices } from './services.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const services = await openServices(config);
  const app = await buildApp({ ...services, runJobs: true });
  app.log.info({ config: describeConfig(config) }, 'starting Horizon server');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    // Closed before the message: the database gives DATA_DIR back whole.
    await app.close();
    await services.close();
    throw error;
  }
  await services.startIndexer(app.log);
}

/** A refusal the user can act on, in one line (no stack), or undefined for any other failure. */
function refusal(error: unknown): string | undefined {
  if (error instanceof DataDirInUseError) return `${error.message}; stop it first or set another DATA_DIR`;
  const listen = error as NodeJS.ErrnoException & { port?: number; address?: string };
  if (listen.code !== 'EADDRINUSE') return undefined;
  return `port ${listen.port} is already in use on ${listen.address}; stop what uses it or set PORT to another port`;
}

main().catch((error: unknown) => {
  const reason = refusal(error);
  if (error instanceof ConfigError) console.error(error.message);
  else if (reason !== undefined) console.error(`Horizon server: ${reason}`);
  else console.error('Horizon server failed to start:', error);
  process.exit(1);
});

/** Starts the server from the environment: `node packages/server/dist/main.js`. */
import { buildApp } from './app.js';
import { ConfigError, describeConfig, loadConfig } from './config/index.js';
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
  await app.listen({ host: config.host, port: config.port });
  await services.startIndexer(app.log);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Horizon server failed to start:', error);
  process.exit(1);
});

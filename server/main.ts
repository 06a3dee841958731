/** `npm run serve` ends here: the configuration from the environment, then one server process. */
import { ConfigError, parseConfig } from './config';
import { startServer } from './start';

try {
  const server = await startServer(parseConfig(process.env));
  await server.ready;
  const stop = (signal: string) => {
    console.info(`[glamour] ${signal}: closing`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

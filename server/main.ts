/** `npm run serve` ends here: the configuration from the environment, then one server process. */
import { ConfigError, parseConfig } from './config';
import { DataDirError } from './db/data-dir';
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
  // A setting or the data directory: one line that says what to change, not a stack.
  console.error(
    error instanceof ConfigError || error instanceof DataDirError ? error.message : error,
  );
  process.exit(1);
}

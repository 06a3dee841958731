/**
 * Global set-up of the `unit` project: the server built once, as `npm run serve` builds it, into
 * the folder the tests' server processes run from (UNIT_SERVER_BUILD, ./built-process.ts).
 */
import { buildServer, UNIT_SERVER_BUILD } from './built-process';

export default function setup(): void {
  buildServer(UNIT_SERVER_BUILD);
}

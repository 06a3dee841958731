/**
 * The security suite attacks the built server process (what `npm run serve` runs), so it is built
 * once before the suite, into a folder of its own: the unit project builds its copy at the same
 * time in `npm test` (tests/unit/server/server-build.global.ts), and two builds must not write one
 * folder.
 */
import { buildServer } from '../built-process';
import { SERVER_BUILD_DIR } from './shop';

export default function setup(): void {
  buildServer(SERVER_BUILD_DIR);
}

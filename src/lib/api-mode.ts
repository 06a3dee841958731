/**
 * Where the API lives: `mock`, the simulated back end in this page (the default), or `remote`, a
 * real server (`VITE_API_MODE=remote`, the build `npm run serve` makes).
 */
export const isRemoteApi = import.meta.env.VITE_API_MODE === 'remote';

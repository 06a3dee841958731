/**
 * The back-end console's contract (the /mockman console and the simulated back end share it): the
 * settings it can change, the endpoint groups failures are injected into, and the log entries.
 */
export const ENDPOINT_GROUPS = [
  'auth',
  'products',
  'categories',
  'cart',
  'wishlist',
  'addresses',
  'orders',
  'coupons',
  'test-todos',
  'newsletter',
  'reviews',
] as const;

export type EndpointGroup = (typeof ENDPOINT_GROUPS)[number];

/** none: normal; '500': answers 500; network: the request fails; hang: never answers. */
export type FailureMode = 'none' | '500' | 'network' | 'hang';

export interface BackendSettings {
  latencyMs: number;
  failures: Partial<Record<EndpointGroup, FailureMode>>;
}

export const DEFAULT_LATENCY_MS = 400;
export const MAX_LATENCY_MS = 3000;

export const DEFAULT_SETTINGS: BackendSettings = { latencyMs: DEFAULT_LATENCY_MS, failures: {} };

/** localStorage key where the browser back end keeps its settings (its own: the app never reads it). */
export const SETTINGS_STORAGE_KEY = 'glamour.backend.settings.v1';

/**
 * The window event the browser back end dispatches with its saved settings (`detail`: the
 * {@link BackendSettings}, or null when none are saved): when it starts, when the console saves new
 * ones, and when another tab does. The app's badge follows it; a page without the simulated back
 * end (a real server) never hears it and shows no badge.
 */
export const BACKEND_SETTINGS_EVENT = 'glamour:backend-settings';

/**
 * The window event a listener that arrived late (the app's code loads after the page, and may run
 * after the back end started) dispatches to hear the settings again: the back end answers with
 * {@link BACKEND_SETTINGS_EVENT}. Unanswered when no simulated back end runs (yet).
 */
export const BACKEND_SETTINGS_REQUEST_EVENT = 'glamour:backend-settings-request';

/**
 * The window event the browser back end dispatches when the store it saved could not be used (not
 * JSON, the wrong shape, an older version with no migration) and it started again from the seed
 * data, or ('newer') when the saved store belongs to a newer version of the shop, which this tab
 * leaves untouched: it must be reloaded. The app tells the shopper. `detail` is a
 * {@link StoreResetReason}.
 */
export const STORE_RESET_EVENT = 'glamour:store-reset';
export type StoreResetReason = 'corrupt' | 'damaged' | 'outdated' | 'newer';

/**
 * The localStorage key of the browser back end's store (backend/store/persistence.ts writes it). The app
 * reads it only to know when another tab's announced change has reached this tab (app/tab-sync.ts).
 */
export const STORE_STORAGE_KEY = 'glamour.db.v1';

/**
 * The request header that names a cart or wishlist write the page keeps until the simulated back
 * end has it (src/api/pending-writes.ts); that back end says so as it commits the write
 * (backend/middleware/simulate.ts). A real server never gets it.
 */
export const WRITE_ID_HEADER = 'x-glamour-write';

/** The tab's sessionStorage key for those kept writes (src/api/pending-writes.ts). */
export const PENDING_WRITES_KEY = 'glamour.pendingWrites';

/** The BroadcastChannel the browser back end posts every API call's log entry to. */
export const LOG_CHANNEL = 'glamour.backend.log';

export interface LogEntry {
  seq: number;
  method: string;
  path: string;
  /** 0 for a network failure or a request that never answered. */
  status: number;
  ms: number;
  /** ISO time the request arrived. */
  at: string;
}

export interface RouteInfo {
  method: string;
  path: string;
  group: EndpointGroup | 'console';
}

/** Whether any setting differs from the defaults (the app shows a badge while one does). */
export function isNonDefault(settings: BackendSettings): boolean {
  return (
    settings.latencyMs !== DEFAULT_LATENCY_MS ||
    Object.values(settings.failures).some((mode) => mode !== undefined && mode !== 'none')
  );
}

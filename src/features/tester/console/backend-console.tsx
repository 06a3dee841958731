/**
 * The back-end console's container: the simulated back end's settings (saved by the back end
 * itself), the live log, the store tools, the stock and payment-event tools, and the orders (the
 * Orders panel). After any settings change it tells the app's badge.
 */
import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/api/client';
import type { BackendSettings, EndpointGroup, FailureMode } from '@/domain/console';
import { isOrderStatus, orderStatusLabel } from '@/domain/order-status';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { AdminTokenForm } from './admin-token-form';
import {
  CONSOLE_NEEDS_ADMIN_TOKEN,
  consoleApi,
  consoleKeys,
  getAdminToken,
  setAdminToken,
  settingsQuery,
} from './console-api';
import { FailureSwitches } from './failure-switches';
import { LatencyControl } from './latency-control';
import { LiveLog } from './live-log';
import { consoleOrderKeys } from './orders-api';
import { OrdersPanel } from './orders-panel';
import { ShopTools, type ProviderEvent } from './shop-tools';
import { StoreTools, type StoreTask } from './store-tools';
import { useLiveLog } from './use-live-log';

function downloadJson(filename: string, value: unknown): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download can fail.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const REFUSED_TOKEN = 'That admin token was not accepted.';

export interface BackendConsoleProps {
  /** Ask for the admin token first (the real server); defaults to the build's API mode. */
  needsAdminToken?: boolean;
}

/** Against the real server, nothing of the console shows until the admin token is accepted. */
/**
 * The answers to read again when the shop's data changed under them (a reset, an import, a payment
 * event, a stock change): the shop's own, and the orders panel's, which shows the shop's orders. The
 * console's own settings and routes stay.
 */
const shopData = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  queryKey[0] !== consoleOrderKeys.all[0] || queryKey[1] === consoleOrderKeys.all[1];

export function BackendConsole({
  needsAdminToken = CONSOLE_NEEDS_ADMIN_TOKEN,
}: BackendConsoleProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [unlocked, setUnlocked] = useState(() => !needsAdminToken || getAdminToken() !== null);
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState<string | undefined>();

  const unlock = async (token: string) => {
    setChecking(true);
    setAdminToken(token);
    try {
      const { settings } = await consoleApi.settings();
      queryClient.setQueryData(consoleKeys.settings, settings);
      setRefused(undefined);
      setUnlocked(true);
    } catch (error) {
      setAdminToken(null);
      setRefused(isApiError(error) && error.status === 401 ? REFUSED_TOKEN : errorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const lock = () => {
    setAdminToken(null);
    queryClient.removeQueries({ queryKey: consoleKeys.all });
    setRefused(REFUSED_TOKEN);
    setUnlocked(false);
  };

  if (unlocked) return <ConsolePanel titleId={titleId} remote={needsAdminToken} onLocked={lock} />;
  return (
    <aside
      data-slot="backend-console"
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-5 rounded-lg border border-neutral-200 bg-white p-4"
    >
      <h2 id={titleId} className="text-base font-semibold text-neutral-900">
        Back-end console
      </h2>
      <AdminTokenForm busy={checking} error={refused} onSubmit={(token) => void unlock(token)} />
    </aside>
  );
}

function ConsolePanel({
  titleId,
  remote,
  onLocked,
}: {
  titleId: string;
  remote: boolean;
  onLocked: () => void;
}) {
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery());
  // The server no longer takes the token (it was changed): ask for it again.
  const tokenRefused =
    remote && settings.isError && isApiError(settings.error) && settings.error.status === 401;
  useEffect(() => {
    if (tokenRefused) onLocked();
  }, [tokenRefused, onLocked]);
  const log = useLiveLog();
  const [task, setTask] = useState<StoreTask | null>(null);
  const [importErrors, setImportErrors] = useState<string[] | null>(null);

  const save = useMutation({
    mutationFn: consoleApi.saveSettings,
    // Optimistic: the control moves at once and goes back if the back end refuses.
    onMutate: async (next: BackendSettings) => {
      await queryClient.cancelQueries({ queryKey: consoleKeys.settings });
      const previous = queryClient.getQueryData<BackendSettings>(consoleKeys.settings);
      queryClient.setQueryData(consoleKeys.settings, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(consoleKeys.settings, context.previous);
      toast.error(`The settings were not saved: ${errorMessage(error)}`);
    },
    onSuccess: ({ settings: saved }) => {
      // The back end announces its saved settings to the page's badge itself.
      queryClient.setQueryData(consoleKeys.settings, saved);
    },
  });

  const current = settings.data;
  const update = (patch: Partial<BackendSettings>) => {
    if (current) save.mutate({ ...current, ...patch });
  };
  const setFailure = (group: EndpointGroup, mode: FailureMode) => {
    if (current) update({ failures: { ...current.failures, [group]: mode } });
  };

  /** Runs one store task at a time; the shop's cached data is refetched after a change. */
  const run = async (name: StoreTask, work: () => Promise<string | null>) => {
    setTask(name);
    try {
      const done = await work();
      if (done) toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setTask(null);
    }
  };

  const reset = () =>
    run('reset', async () => {
      await consoleApi.reset();
      await queryClient.invalidateQueries({ predicate: shopData });
      return 'The store is back to the seed data.';
    });

  const exportStore = () =>
    run('export', async () => {
      const { store } = await consoleApi.exportStore();
      downloadJson(`glamour-store-${new Date().toISOString().slice(0, 10)}.json`, store);
      return 'Store exported.';
    });

  const importStore = (file: File) =>
    run('import', async () => {
      setImportErrors(null);
      let store: unknown;
      try {
        store = JSON.parse(await file.text());
      } catch {
        setImportErrors([`${file.name} is not a JSON file.`]);
        return null;
      }
      try {
        await consoleApi.importStore(store);
      } catch (error) {
        // A refused file: the server's reasons, and nothing changed.
        if (isApiError(error) && error.status === 400) {
          setImportErrors(error.messages);
          return null;
        }
        throw error;
      }
      await queryClient.invalidateQueries({ predicate: shopData });
      return `Store imported from ${file.name}.`;
    });

  /** The shop's own data changed under it: every cached shop answer is read again. */
  const refreshShop = () => queryClient.invalidateQueries({ predicate: shopData });

  const setStock = async (productId: string, units: number) => {
    const { product } = await consoleApi.setStock(productId, units);
    await refreshShop();
    return `${product.name}: ${units} on hand, ${product.stock} can be ordered.`;
  };

  const fireEvent = async (orderId: string, type: ProviderEvent) => {
    const { order } = await consoleApi.fireOrderEvent(orderId, type);
    await refreshShop();
    const sent = type === 'paid' ? 'Payment captured' : 'Payment failed';
    return order && isOrderStatus(order.status)
      ? `${sent} sent. The order is now: ${orderStatusLabel(order.status)}.`
      : `${sent} sent to order ${orderId}.`;
  };

  return (
    <aside
      data-slot="backend-console"
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-5 rounded-lg border border-neutral-200 bg-white p-4"
    >
      <div>
        <h2 id={titleId} className="text-base font-semibold text-neutral-900">
          Back-end console
        </h2>
        <p className="text-sm text-neutral-600">
          {remote
            ? 'The shop’s server: what you change here applies to every shopper.'
            : 'The simulated back end in this browser. Settings are saved and apply in every tab.'}
        </p>
      </div>
      {remote && current ? (
        // The real server simulates nothing: controls it would refuse every change of are not shown.
        <p data-slot="no-simulation" className="text-sm text-neutral-600">
          The real server adds no latency and injects no failures: those switches belong to the
          simulated back end (the static build and Storybook).
        </p>
      ) : current ? (
        <>
          <LatencyControl
            value={current.latencyMs}
            onCommit={(latencyMs) => update({ latencyMs })}
          />
          <FailureSwitches
            failures={current.failures}
            onChange={setFailure}
            onAllOff={() => update({ failures: {} })}
          />
        </>
      ) : settings.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger-700">
          The back end did not answer: {errorMessage(settings.error)}
          <Button size="sm" variant="secondary" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-neutral-600">
          <Spinner size="sm" label={null} />
          Loading settings…
        </p>
      )}
      <StoreTools
        busy={task}
        importErrors={importErrors}
        onReset={() => void reset()}
        onExport={() => void exportStore()}
        onImport={(file) => void importStore(file)}
      />
      <ShopTools onSetStock={setStock} onFireEvent={fireEvent} />
      <OrdersPanel onChanged={refreshShop} />
      {remote ? (
        <section aria-label="Live log" className="flex flex-col gap-1">
          <h3 className="text-sm font-medium text-neutral-800">Live log</h3>
          <p className="text-sm text-neutral-600">
            The real server keeps no log of calls here: every shopper’s calls would be in it. Its
            own output logs what it does.
          </p>
        </section>
      ) : (
        <LiveLog entries={log.entries} onClear={log.clear} />
      )}
    </aside>
  );
}

/**
 * Sends the cart and wishlist clicks this tab's last page showed but never sent (kept by
 * ./pending-writes.ts): once the saved session is confirmed, in the order they were made, each
 * through the same optimistic change a click makes (the screen shows it at once, a refusal is
 * toasted, a second change to one product waits for the first).
 */
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { toProduct } from '@/domain/adapters';
import type { Product } from '@/domain/types';
import { cartChanges } from './cart';
import { optimisticListOptions, type OptimisticList } from './optimistic-list';
import { hasPendingWrites, pendingWritesFor, takeWrite, type PendingWrite } from './pending-writes';
import { productQuery } from './products';
import { sessionChecked } from './session';
import { wishlistChanges } from './wishlist';

function send<TList, TVars>(
  queryClient: QueryClient,
  change: OptimisticList<TList, TVars>,
  vars: TVars,
): void {
  new MutationObserver(queryClient, optimisticListOptions(queryClient, change))
    .mutate(vars)
    // A refusal is toasted by the mutation's meta (app/query-client); nothing else to do here.
    .catch(() => undefined);
}

/**
 * Starts the write, and it is no longer kept once started. An add whose product could not be read
 * stays kept, for the next page to try again; so does any write while this page is going away.
 */
function start(queryClient: QueryClient, write: PendingWrite, products: Map<string, Product>) {
  const { list, op, productId } = write;
  if (op === 'add') {
    const product = products.get(productId);
    if (!product || !takeWrite(write.id)) return;
    if (list === 'cart') send(queryClient, cartChanges.add(queryClient), product);
    else send(queryClient, wishlistChanges.add(queryClient), product);
    return;
  }
  if (!takeWrite(write.id)) return;
  if (op === 'remove') {
    if (list === 'cart') send(queryClient, cartChanges.remove(), productId);
    else send(queryClient, wishlistChanges.remove(), productId);
  } else if (list === 'cart') {
    send(queryClient, cartChanges.changeQty(), { productId, type: op });
  }
}

/** Reads a product an add needs (usually cached already); undefined when it cannot be read. */
async function productFor(queryClient: QueryClient, productId: string) {
  try {
    return toProduct(await queryClient.ensureQueryData(productQuery(productId)));
  } catch {
    return undefined;
  }
}

export async function sendPendingWrites(queryClient: QueryClient): Promise<void> {
  // The usual page load: one read of this tab's storage, nothing else.
  if (!hasPendingWrites()) return;
  const session = await sessionChecked();
  // Signed out (or the check failed): kept, for a page that has the session again, until too old.
  if (session.status !== 'signedIn' || !session.token) return;
  const writes = pendingWritesFor(session.token);
  const adds = [...new Set(writes.filter((w) => w.op === 'add').map((w) => w.productId))];
  const products = new Map<string, Product>();
  for (const [id, product] of await Promise.all(
    adds.map(async (id) => [id, await productFor(queryClient, id)] as const),
  ))
    if (product) products.set(id, product);
  // All started in one task, in order: each stays kept until then, and one queued behind an earlier
  // write to its product is kept again by the change itself, so a reload even now loses none.
  for (const write of writes) start(queryClient, write, products);
}

/**
 * Sends what the last page of this tab left now, and again whenever this page comes back from the
 * back/forward cache (with the writes it stopped sending as it went away).
 */
export function resumePendingWrites(queryClient: QueryClient): void {
  void sendPendingWrites(queryClient);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void sendPendingWrites(queryClient);
  });
}

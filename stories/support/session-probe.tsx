/** A tiny reader of the session and GET /api/user/cart, for the session loaders' own stories. */
import { useEffect, useState } from 'react';
import { errorMessage, request } from '@/api/client';
import { useSession } from '@/api/session';

export function SessionProbe() {
  const session = useSession();
  const [cart, setCart] = useState('loading the cart…');
  useEffect(() => {
    let alive = true;
    request<{ cart: { qty: number }[] }>('/api/user/cart', { auth: true })
      .then(({ cart: lines }) => {
        const units = lines.reduce((sum, line) => sum + line.qty, 0);
        if (alive) setCart(`Cart: ${lines.length} lines, ${units} items`);
      })
      .catch((error: unknown) => alive && setCart(`Cart error: ${errorMessage(error)}`));
    return () => {
      alive = false;
    };
  }, [session.token]);
  return (
    <section aria-label="Session">
      <p data-testid="session">
        {session.status === 'signedIn'
          ? `Signed in as ${session.user?.firstName ?? '?'}`
          : 'Signed out'}
      </p>
      <p data-testid="cart">{cart}</p>
    </section>
  );
}

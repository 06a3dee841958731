/**
 * Stock and payments, for designers and QA to reach every state: set a product's units on hand
 * (what shoppers can order follows, less the units unpaid orders hold), and fire the payment
 * provider's event (paid or failed) at an order, as a webhook would. Each form shows the back end's
 * answer under it, or why it refused.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '@/api/client';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';

export type ProviderEvent = 'paid' | 'failed';

export interface ShopToolsProps {
  /** Sets the product's units on hand; resolves with what to say, rejects with why not. */
  onSetStock: (productId: string, units: number) => Promise<string>;
  /** Fires the provider's event at the order; resolves with what to say, rejects with why not. */
  onFireEvent: (orderId: string, type: ProviderEvent) => Promise<string>;
}

type Result = { ok: boolean; text: string } | null;

/** A whole number of units, 0 or more; null for anything else. */
export function parseUnits(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function Outcome({ result }: { result: Result }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={result.ok ? 'text-sm text-success-800' : 'text-sm text-danger-700'}
    >
      {result.text}
    </p>
  );
}

function Tool({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-medium text-neutral-800">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function ShopTools({ onSetStock, onFireEvent }: ShopToolsProps) {
  const [productId, setProductId] = useState('');
  const [units, setUnits] = useState('');
  const [stockError, setStockError] = useState<{ id?: string; units?: string }>({});
  const [stockResult, setStockResult] = useState<Result>(null);
  const [stockBusy, setStockBusy] = useState(false);
  const [orderId, setOrderId] = useState('');
  const [orderError, setOrderError] = useState<string | undefined>();
  const [eventResult, setEventResult] = useState<Result>(null);
  const [eventBusy, setEventBusy] = useState<ProviderEvent | null>(null);

  const setStock = async (event: FormEvent) => {
    event.preventDefault();
    const id = productId.trim();
    const count = parseUnits(units);
    const errors = {
      ...(id ? {} : { id: 'Enter the product’s id.' }),
      ...(count === null ? { units: 'Enter a whole number of units, 0 or more.' } : {}),
    };
    setStockError(errors);
    if (!id || count === null) return;
    setStockBusy(true);
    try {
      setStockResult({ ok: true, text: await onSetStock(id, count) });
    } catch (error) {
      setStockResult({ ok: false, text: errorMessage(error) });
    } finally {
      setStockBusy(false);
    }
  };

  const fire = async (type: ProviderEvent) => {
    const id = orderId.trim();
    setOrderError(id ? undefined : 'Enter the order’s id.');
    if (!id) return;
    setEventBusy(type);
    try {
      setEventResult({ ok: true, text: await onFireEvent(id, type) });
    } catch (error) {
      setEventResult({ ok: false, text: errorMessage(error) });
    } finally {
      setEventBusy(null);
    }
  };

  return (
    <div data-slot="shop-tools" className="flex flex-col gap-5">
      <Tool title="Stock">
        <form noValidate onSubmit={(event) => void setStock(event)} className="flex flex-col gap-3">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
            <Field label="Product id" error={stockError.id}>
              <Input
                autoComplete="off"
                spellCheck={false}
                value={productId}
                onChange={(event) => setProductId(event.target.value)}
              />
            </Field>
            <Field label="Units on hand" error={stockError.units}>
              <Input
                inputMode="numeric"
                autoComplete="off"
                value={units}
                onChange={(event) => setUnits(event.target.value)}
              />
            </Field>
          </div>
          <Button type="submit" size="sm" loading={stockBusy} className="self-start">
            Set stock
          </Button>
          <Outcome result={stockResult} />
        </form>
      </Tool>
      <Tool title="Payment events">
        <div className="flex flex-col gap-3">
          <Field
            label="Order id"
            error={orderError}
            hint="Fires the payment provider’s event at the order, as its webhook would."
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              value={orderId}
              onChange={(event) => setOrderId(event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              loading={eventBusy === 'paid'}
              disabled={eventBusy !== null}
              onClick={() => void fire('paid')}
            >
              Payment captured
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={eventBusy === 'failed'}
              disabled={eventBusy !== null}
              onClick={() => void fire('failed')}
            >
              Payment failed
            </Button>
          </div>
          <Outcome result={eventResult} />
        </div>
      </Tool>
    </div>
  );
}

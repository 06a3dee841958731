/**
 * The first-purchase offers (docs/shop/rules.md, Coupons): FIRSTGLAM and FIRST200, each with a
 * button that copies its code. Copying can fail (no clipboard permission, an insecure page): the
 * shopper is told the code instead.
 */
import { Copy, Gift } from 'lucide-react';
import { toast } from '@/lib/notify';
import { Button } from '@/ui/button';
import type { FirstPurchaseOffer } from './offers';

interface FirstPurchaseOffersProps {
  offers: readonly FirstPurchaseOffer[];
  /** Copies text; the browser clipboard by default (stories pass their own). */
  copy?: (text: string) => Promise<void>;
}

const clipboardCopy = (text: string) => {
  if (!navigator.clipboard) return Promise.reject(new Error('No clipboard'));
  return navigator.clipboard.writeText(text);
};

export function FirstPurchaseOffers({ offers, copy = clipboardCopy }: FirstPurchaseOffersProps) {
  const copyCode = async (code: string) => {
    try {
      await copy(code);
      toast.success(`Code ${code} copied!`);
    } catch {
      toast.error(`Could not copy the code. Type ${code} at checkout.`);
    }
  };
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {offers.map((offer) => (
        <li
          key={offer.code}
          className="flex items-center gap-4 rounded-xl border border-dashed border-brand-400 bg-brand-50 p-4"
        >
          <Gift aria-hidden="true" className="size-10 shrink-0 text-brand-700" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h3 className="font-semibold text-neutral-900">{offer.title}</h3>
            <p className="text-sm text-neutral-700">{offer.description}</p>
            <p className="text-sm text-neutral-700">
              Use code <code className="font-mono font-bold text-brand-900">{offer.code}</code>
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void copyCode(offer.code)}
            aria-label={`Copy code ${offer.code}`}
          >
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </li>
      ))}
    </ul>
  );
}

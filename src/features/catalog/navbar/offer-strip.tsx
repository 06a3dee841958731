/**
 * The dismissible strip above the navbar (docs/shop/screens.md, Navbar): 'Get Exclusive offers on
 * your favourite products'.
 */
import { Link } from 'react-router-dom';
import { X } from 'lucide-react';
import { paths } from '@/lib/paths';
import { IconButton } from '@/ui/icon-button';

interface OfferStripProps {
  onDismiss: () => void;
}

export function OfferStrip({ onDismiss }: OfferStripProps) {
  return (
    <div
      data-slot="offer-strip"
      className="flex items-center justify-center gap-2 bg-brand-800 py-1.5 pr-2 pl-10 text-sm text-white"
    >
      <p className="flex-1 text-center">
        <Link to={paths.products} className="underline-offset-4 hover:underline">
          Get Exclusive offers on your favourite products
        </Link>
      </p>
      <IconButton
        label="Dismiss offers"
        size="sm"
        onClick={onDismiss}
        className="text-white hover:bg-brand-700 focus-visible:outline-white"
      >
        <X aria-hidden="true" />
      </IconButton>
    </div>
  );
}

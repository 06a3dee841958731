/** An address as a block of lines: name, house, city, state and pincode, country, phone. */
import type { Address } from '@/domain/types';
import { cn } from '@/lib/cn';

function AddressLines({ address, className }: { address: Address; className?: string }) {
  return (
    <address className={cn('flex flex-col gap-0.5 text-sm text-neutral-700 not-italic', className)}>
      <span className="font-semibold text-neutral-900">{address.userName}</span>
      <span>{address.houseNumber}</span>
      <span>
        {address.city}, {address.state} {address.pincode}
      </span>
      <span>{address.country}</span>
      <span>Phone: {address.mobileNumber}</span>
    </address>
  );
}

export { AddressLines };

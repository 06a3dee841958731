/** Addresses and a priced cart for the checkout component stories (fixed data). */
import { priceDetails } from '@/domain/pricing';
import type { Address } from '@/domain/types';
import { cartAboveThousand, linesOf } from '../cart/cart-fixtures';

export const addresses: Address[] = [
  {
    id: 'addr-1',
    userName: 'Aanya Sharma',
    houseNumber: '42, Rose Villa, MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    pincode: 560001,
    mobileNumber: 9876543210,
  },
  {
    id: 'addr-2',
    userName: 'Rohan Mehta',
    houseNumber: '7, Sea View, Marine Drive',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    pincode: 400002,
    mobileNumber: 9123456780,
  },
];

export const lines = linesOf(cartAboveThousand);
export const details = priceDetails(lines, 10);

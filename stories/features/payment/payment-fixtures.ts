/** A payment request as checkout makes it, for payment stories (fixed values: stable pixels). */
import type { PaymentOptions } from '@/domain/payment';

export const paymentOptions: PaymentOptions = {
  orderId: 'order_SIM000000001',
  receipt: 'shop-order-1',
  amount: 114400,
  currency: 'INR',
  name: 'Glamour',
  description: 'Thank you for shopping with us',
  image: '/favicon.svg',
  prefill: { name: 'Aanya Sharma', email: 'aanya.sharma@glamour.test', contact: '9999999999' },
  theme: { color: '#7e22ce' },
};

/** 22 November 2026: the day the expiry checks compare with. */
export const today = () => new Date(2026, 10, 22);

/** Razorpay when a key is configured, the simulated sheet otherwise (ARCHITECTURE "Payment"). */
import type { PaymentProvider } from '@/domain/payment';
import { env } from '@/lib/env';
import { createRazorpayProvider } from './razorpay-provider';
import { SimulatedPayment } from './simulated-payment';

export function createPaymentProvider(
  razorpayKey: string | undefined = env.VITE_RAZORPAY_KEY_ID,
): PaymentProvider {
  const key = razorpayKey?.trim();
  return key ? createRazorpayProvider(key) : new SimulatedPayment();
}

/** The checkout machine for React: its Provider is mounted by the checkout screen, read by its container only. */
import { createActorContext } from '@xstate/react';
import { checkoutMachine } from './checkout-machine';

export const CheckoutActor = createActorContext(checkoutMachine);

import type { TAppContext } from '../../app-context';
import type { TPaymentProvider } from './online-payments.provider';
import { createSandboxProvider } from './online-payments.sandbox';
import { createStripeProvider } from './online-payments.stripe';

/** Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise the built-in sandbox. */
export function createPaymentProvider(ctx: TAppContext): TPaymentProvider {
  const { stripe } = ctx.config;
  return stripe
    ? createStripeProvider({ config: stripe, clock: ctx.clock, log: ctx.log })
    : createSandboxProvider({ appUrl: ctx.config.appUrl });
}

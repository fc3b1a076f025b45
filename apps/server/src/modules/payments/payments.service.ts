// Donations and sponsorships through MercadoPago (pesos) and PayPal (dollars): validate the amount, store a
// pending contribution, send the payer to the provider, and record the payment once the provider confirms
// it (verified webhook, PayPal capture, or a payment read back from MercadoPago). Everything a payment needs
// later travels with the provider's checkout (our contribution id) or sits in the database — never in
// process memory (docs/product.md §10.9).
//
// This is the one door the routes and pages use; each provider's flow lives in its own file
// (mercadopago-checkout.ts, paypal-checkout.ts, monthly plans in subscriptions/) over the parts
// they share (checkout-parts.ts).
import type { ServiceDeps } from '../../context';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { DogsService } from '../dogs/dogs.service';
import type { RateLimitService } from '../security/rate-limit.service';
import { createCheckoutParts, type PaymentsOptions } from './checkout-parts';
import { createMercadoPagoCheckout } from './mercadopago-checkout';
import { createPayPalCheckout } from './paypal-checkout';
import { createSubscriptionsService } from './subscriptions/subscriptions.service';

export function createPaymentsService(
  deps: ServiceDeps,
  services: { dogs: DogsService; rateLimit: RateLimitService; campaigns: Pick<CampaignsService, 'forGift'> },
  options: PaymentsOptions = {},
) {
  const parts = createCheckoutParts(deps, services, options);
  /** Monthly giving: the same provider clients, ledger and limits. */
  const subscriptions = createSubscriptionsService(deps, parts);
  const mercadoPago = createMercadoPagoCheckout(parts, subscriptions);
  const payPal = createPayPalCheckout(parts, subscriptions);

  return {
    subscriptions,

    /** Which providers have credentials: the page shows the others as not available. */
    availability() {
      return { mercadopago: !!parts.mp, paypal: !!parts.pp };
    },

    startMercadoPago: mercadoPago.start,
    mercadoPagoWebhook: mercadoPago.webhook,
    confirmMercadoPagoReturn: mercadoPago.confirmReturn,

    startPayPal: payPal.start,
    capturePayPal: payPal.capture,
    payPalWebhook: payPal.webhook,
  };
}

import { PaymentGateway } from '../domain/payments';
import type { Store } from '../domain/stores';
import type { Config } from './config';

/** What the checkout's routes and pages need from the server: how stores are paid and where they live. */
export interface CheckoutServer {
  payments: PaymentGateway;
  /** A store's own origin (its domain, or its sub-domain of the base domain), for links in emails. */
  storeOrigin(store: Pick<Store, 'subdomain' | 'activeDomainName'>): string;
  /** Stripe.js must be allowed on the checkout page when Stripe takes the payments. */
  stripeEnabled: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutServer;
  }
}

export function createCheckoutServer(config: Config, payments?: PaymentGateway): CheckoutServer {
  const gateway =
    payments ??
    new PaymentGateway({
      stripe: config.stripe
        ? {
            secretKey: config.stripe.secretKey,
            publishableKey: config.stripe.publishableKey,
            webhookSecret: config.stripe.webhookSecret,
          }
        : null,
    });
  const port = config.port === 80 || config.port === 443 ? '' : `:${config.port}`;
  return {
    payments: gateway,
    stripeEnabled: gateway.provider.name === 'stripe',
    storeOrigin: (store) =>
      `${config.publicScheme}://${store.activeDomainName ?? `${store.subdomain}.${config.storeBaseDomain}${port}`}`,
  };
}

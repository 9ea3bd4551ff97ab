import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests only: a local HTTP server that speaks the three Stripe endpoints the adapter uses (create, confirm
 * and retrieve a PaymentIntent), with Stripe's idempotency, error shapes and Stripe-Account header. Test
 * payment methods follow Stripe's names: pm_card_visa succeeds, pm_card_chargeDeclined and
 * pm_card_chargeDeclinedInsufficientFunds decline, pm_card_threeDSecureRequired needs authentication.
 */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  payment_method: string | null;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code?: string; message: string; type: string } | null;
  /** Which account it was made on (the Stripe-Account header), or null for the platform's. */
  account: string | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  account: string | null;
}

export interface FakeStripe {
  host: string;
  port: number;
  secretKey: string;
  intents: Map<string, FakeIntent>;
  refunds: Map<string, FakeRefund>;
  /** Every request as method, path and idempotency key. */
  requests: { method: string; path: string; idempotencyKey: string | null; account: string | null }[];
  /** Completes a pending authentication, as the shopper's bank would. */
  authenticate(id: string, succeed: boolean): void;
  /** Makes the next requests answer 500 (n times). */
  failNext(times: number): void;
  /** The next requests are done (and remembered under their idempotency key) but answered 500, as if lost. */
  loseNextAnswers(times: number): void;
  close(): Promise<void>;
}

const DECLINES: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
  });
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = key.match(/^metadata\[(.+)\]$/);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

export async function startFakeStripe(secretKey = 'sk_test_fake_0123456789'): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const remembered = new Map<string, { status: number; body: string }>();
  const requests: FakeStripe['requests'] = [];
  let failures = 0;
  let lost = 0;

  const answer = async (request: IncomingMessage): Promise<{ status: number; body: unknown }> => {
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const account = (request.headers['stripe-account'] as string | undefined) ?? null;
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      };
    if (failures > 0) {
      failures -= 1;
      return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong' } } };
    }
    const form = request.method === 'POST' ? await readBody(request) : new URLSearchParams();
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const id = `pi_${randomBytes(8).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_confirmation',
        client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`,
        payment_method: form.get('payment_method'),
        description: form.get('description'),
        receipt_email: form.get('receipt_email'),
        metadata: metadataOf(form),
        last_payment_error: null,
        account,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const confirm = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/);
    if (request.method === 'POST' && confirm?.[1]) {
      const intent = intents.get(confirm[1]);
      if (!intent || intent.account !== account)
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such payment_intent',
            },
          },
        };
      const decline = DECLINES[intent.payment_method ?? ''];
      if (decline) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { ...decline, type: 'card_error' };
        return { status: 402, body: { error: { ...decline, type: 'card_error', payment_intent: intent } } };
      }
      intent.status =
        intent.payment_method === 'pm_card_threeDSecureRequired' ? 'requires_action' : 'succeeded';
      return { status: 200, body: intent };
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent || intent.account !== account)
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such payment_intent',
            },
          },
        };
      const refunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === intent.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount - refunded;
      if (intent.status !== 'succeeded')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'charge_not_refundable',
              message: 'This PaymentIntent does not have a successful charge to refund.',
            },
          },
        };
      if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount - refunded)
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - refunded})`,
            },
          },
        };
      const refund: FakeRefund = {
        id: `re_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        reason: form.get('reason'),
        metadata: metadataOf(form),
        account,
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    const retrieve = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (request.method === 'GET' && retrieve?.[1]) {
      const intent = intents.get(retrieve[1]);
      if (intent && intent.account === account) return { status: 200, body: intent };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'Not found' } },
    };
  };

  const server: Server = createServer(async (request, response) => {
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const account = (request.headers['stripe-account'] as string | undefined) ?? null;
    requests.push({ method: request.method ?? '', path: request.url ?? '', idempotencyKey, account });
    const key = idempotencyKey ? `${account ?? ''}:${idempotencyKey}` : null;
    const earlier = key ? remembered.get(key) : undefined;
    let status: number;
    let body: string;
    if (earlier) {
      ({ status, body } = earlier);
    } else {
      const result = await answer(request);
      status = result.status;
      body = JSON.stringify(result.body);
      if (key && status !== 500) remembered.set(key, { status, body });
      if (lost > 0) {
        lost -= 1;
        status = 500;
        body = JSON.stringify({ error: { type: 'api_error', message: 'Timed out' } });
      }
    }
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    secretKey,
    intents,
    refunds,
    requests,
    authenticate(id, succeed) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = succeed ? 'succeeded' : 'requires_payment_method';
      intent.last_payment_error = succeed
        ? null
        : {
            code: 'payment_intent_authentication_failure',
            message: 'We are unable to authenticate your payment method.',
            type: 'card_error',
          };
    },
    failNext(times) {
      failures = times;
    },
    loseNextAnswers(times) {
      lost = times;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

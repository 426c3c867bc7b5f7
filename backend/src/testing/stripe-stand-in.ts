/**
 * A local HTTP stand-in for the parts of Stripe's API the app calls, so tests run the real `stripe`
 * client (pointed here with host/port/protocol) without a network. It keeps what it created and
 * every request it saw (path, form body, idempotency key), and answers like Stripe: JSON objects
 * with ids, `expand` of the invoice's confirmation secret, and list envelopes.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  body: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

type StripeObject = Record<string, unknown> & { id: string };

export interface StripeStandIn {
  endpoint: { host: string; port: number; protocol: 'http' };
  requests: SeenRequest[];
  subscriptions: Map<string, StripeObject>;
  /** Customers it created; a test sets `invoice_settings.default_payment_method` to save a card. */
  customers: Map<string, StripeObject>;
  /** Payment intents it created, by id. */
  paymentIntents: Map<string, StripeObject>;
  close(): Promise<void>;
}

/**
 * Payment methods the stand-in treats like Stripe's test cards: charging one whose id contains
 * `declined` fails with a card error (402 card_declined), one whose id contains
 * `authentication_required` fails off-session with authentication_required; any other succeeds.
 */
export const STAND_IN_CARDS = { visa: 'pm_standin_visa', declined: 'pm_standin_declined', authenticationRequired: 'pm_standin_authentication_required' } as const;

/** Stripe sends nested params form-encoded ("a[b][0][c]=d"); the tests only need them flat. */
function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(raw))));
  });
}

export async function startStripeStandIn(now: () => number = Date.now): Promise<StripeStandIn> {
  const requests: SeenRequest[] = [];
  const byKey = new Map<string, { status: number; body: unknown }>();
  const subscriptions = new Map<string, StripeObject>();
  const customers = new Map<string, StripeObject>();
  const paymentIntents = new Map<string, StripeObject>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${(counter += 1)}`;
  const seconds = () => Math.floor(now() / 1000);

  function subscription(form: Record<string, string>, customer: string): StripeObject {
    const interval = form['items[0][price_data][recurring][interval]'] ?? 'month';
    const periodEnd = seconds() + (interval === 'year' ? 365 : 30) * 86_400;
    const id = nextId('sub');
    const sub: StripeObject = {
      id,
      object: 'subscription',
      customer,
      status: 'incomplete',
      currency: 'usd',
      cancel_at_period_end: false,
      metadata: { userId: form['metadata[userId]'], plan: form['metadata[plan]'] },
      default_payment_method: { id: 'pm_standin', object: 'payment_method', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            current_period_start: seconds(),
            current_period_end: periodEnd,
            price: { id: nextId('price'), unit_amount: Number(form['items[0][price_data][unit_amount]']), recurring: { interval } },
          },
        ],
      },
      latest_invoice: { id: nextId('in'), object: 'invoice', confirmation_secret: { client_secret: `${id}_secret_standin`, type: 'payment_intent' } },
    };
    subscriptions.set(id, sub);
    return sub;
  }

  async function answer(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = req.method === 'POST' ? await readForm(req) : Object.fromEntries(url.searchParams);
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body: form, idempotencyKey: key, authorization: req.headers.authorization });
    // Stripe's idempotency: the same key answers the first result again.
    if (key && byKey.has(key)) return byKey.get(key)!;
    const remember = (body: unknown) => {
      if (key) byKey.set(key, { status: 200, body });
      return { status: 200, body };
    };
    const p = url.pathname;
    if (req.method === 'POST' && p === '/v1/customers') {
      const customer: StripeObject = { id: nextId('cus'), object: 'customer', email: form.email, invoice_settings: { default_payment_method: null } };
      customers.set(customer.id, customer);
      return remember(customer);
    }
    const customerMatch = /^\/v1\/customers\/([^/]+)$/.exec(p);
    if (req.method === 'GET' && customerMatch) {
      const customer = customers.get(customerMatch[1]!);
      if (!customer) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${customerMatch[1]}'` } } };
      return { status: 200, body: customer };
    }
    if (req.method === 'POST' && p === '/v1/products') return remember({ id: nextId('prod'), object: 'product', name: form.name });
    if (req.method === 'POST' && p === '/v1/checkout/sessions') {
      const id = nextId('cs');
      return remember({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, customer: form.customer ?? null, metadata: { userId: form['metadata[userId]'] } });
    }
    if (req.method === 'POST' && p === '/v1/subscriptions') return remember(subscription(form, form.customer ?? ''));
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(p);
    if (subMatch) {
      const sub = subscriptions.get(subMatch[1]!);
      if (!sub) return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such subscription: '${subMatch[1]}'` } } };
      // Cancelled now (the proration credit is Stripe's business, not the stand-in's).
      if (req.method === 'DELETE') {
        sub.status = 'canceled';
        return remember(sub);
      }
      if (req.method === 'POST') {
        if (form.cancel_at_period_end !== undefined) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
        // An item's new price, as Stripe applies it (the proration itself is Stripe's business, not the stand-in's).
        const item = (sub.items as { data: Array<{ id: string; price: { id: string; unit_amount: number; recurring: { interval: string } } }> }).data[0]!;
        if (form['items[0][id]'] === item.id && form['items[0][price_data][unit_amount]'] !== undefined) {
          item.price = { id: nextId('price'), unit_amount: Number(form['items[0][price_data][unit_amount]']), recurring: { interval: form['items[0][price_data][recurring][interval]'] ?? item.price.recurring.interval } };
        }
        // Stripe merges metadata; an empty value removes the key.
        const metadata = { ...(sub.metadata as Record<string, string>) };
        for (const [key, value] of Object.entries(form)) {
          const m = /^metadata\[(.+)\]$/.exec(key);
          if (!m) continue;
          if (value === '') delete metadata[m[1]!];
          else metadata[m[1]!] = value;
        }
        sub.metadata = metadata;
      }
      return remember(sub);
    }
    if (req.method === 'GET' && p === '/v1/subscriptions') {
      const data = [...subscriptions.values()].filter((s) => s.customer === form.customer && (!form.status || form.status === 'all' || s.status === form.status));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/subscriptions' } };
    }
    if (req.method === 'GET' && p === '/v1/invoices') {
      const data = [...subscriptions.values()]
        .filter((s) => s.customer === form.customer && s.status === 'active')
        .map((s) => ({ id: (s.latest_invoice as { id: string }).id, object: 'invoice', amount_paid: (s.items as { data: Array<{ price: { unit_amount: number } }> }).data[0]!.price.unit_amount, status: 'paid', created: seconds(), status_transitions: { paid_at: seconds() } }));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/invoices' } };
    }
    if (req.method === 'POST' && p === '/v1/billing_portal/sessions') return remember({ id: nextId('bps'), object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${form.customer}` });
    if (req.method === 'POST' && p === '/v1/payment_intents') {
      // As Stripe: without confirm (or without a payment method) the intent only waits for one.
      const method = form.payment_method;
      const intent: StripeObject = {
        id: nextId('pi'),
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        customer: form.customer ?? null,
        payment_method: method ?? null,
        metadata: Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (/^metadata\[(.+)\]$/.exec(k)?.[1] ? [[/^metadata\[(.+)\]$/.exec(k)![1]!, v]] : []))),
        status: form.confirm === 'true' && method ? 'succeeded' : 'requires_payment_method',
        last_payment_error: null,
      };
      paymentIntents.set(intent.id, intent);
      const cardError = method?.includes('declined')
        ? { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }
        : method?.includes('authentication_required') && form.off_session === 'true'
          ? { code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' }
          : null;
      if (form.confirm === 'true' && cardError) {
        intent.status = cardError.code === 'authentication_required' ? 'requires_action' : 'requires_payment_method';
        intent.last_payment_error = { type: 'card_error', ...cardError };
        const failure = { status: 402, body: { error: { type: 'card_error', ...cardError, payment_intent: intent } } };
        if (key) byKey.set(key, failure);
        return failure;
      }
      return remember(intent);
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Stand-in has no ${req.method} ${p}` } } };
  }

  const server: Server = createServer((req, res) => {
    void answer(req).then(({ status, body }) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' },
    requests,
    subscriptions,
    customers,
    paymentIntents,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

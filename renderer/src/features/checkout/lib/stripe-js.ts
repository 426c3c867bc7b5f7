/**
 * Stripe.js, loaded from Stripe (their terms require it: no bundling, no npm copy) and only when the
 * server says Stripe is the payment provider. Only the few calls the checkout makes are typed here.
 */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  on(event: 'ready', handler: () => void): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: 'payment'): StripePaymentElement;
}

export interface StripeConfirmResult {
  /** Present only when the payment did not go through; on success Stripe redirects to return_url. */
  error?: { message?: string };
}

export interface StripeClient {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string } }): Promise<StripeConfirmResult>;
}

type StripeFactory = (publishableKey: string) => StripeClient;

let scriptLoad: Promise<StripeFactory> | undefined;

function loadScript(): Promise<StripeFactory> {
  scriptLoad ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load'));
    };
    script.onerror = () => {
      // Let a later attempt try again (for example once the connection is back).
      scriptLoad = undefined;
      script.remove();
      reject(new Error('Stripe.js could not be loaded (offline?)'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

export async function loadStripe(publishableKey: string): Promise<StripeClient> {
  const factory = await loadScript();
  return factory(publishableKey);
}

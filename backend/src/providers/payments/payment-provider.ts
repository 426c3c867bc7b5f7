/**
 * Where money is charged. Stripe when configured (see the plans-and-payments work); otherwise the
 * demo provider, which completes the same flows locally and says so ("demo payment").
 */
import { randomUUID } from 'node:crypto';

export interface ChargeRequest {
  userId: string;
  amountCents: number;
  description: string;
  /** The same key never charges twice. */
  idempotencyKey: string;
}

export interface ChargeResult {
  chargeId: string;
  demo: boolean;
}

export interface PaymentProvider {
  readonly kind: 'demo' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export function demoPaymentProvider(): PaymentProvider {
  const done = new Map<string, ChargeResult>();
  return {
    kind: 'demo',
    async charge(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw new Error('A charge needs a positive whole number of cents');
      const previous = done.get(request.idempotencyKey);
      if (previous) return previous;
      const result = { chargeId: `demo_ch_${randomUUID()}`, demo: true };
      done.set(request.idempotencyKey, result);
      return result;
    },
  };
}

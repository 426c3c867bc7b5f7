import { SOCIAL_PROOF_CLAIMS } from '../lib/marketing-copy';

/** Static marketing claims (docs/product.md "Real data, honest labels": such claims stay static text, never dressed up as live data). */
export function SocialProof() {
  return (
    <section aria-labelledby="social-proof-heading" className="flex flex-col gap-4" data-testid="social-proof">
      <h2 id="social-proof-heading" className="text-center text-xl font-semibold text-white">
        Why people choose us
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {SOCIAL_PROOF_CLAIMS.map((claim) => (
          <div key={claim.label} className="flex flex-col items-center gap-1 rounded-xl border border-white/10 bg-navy-900/60 p-4 text-center">
            <dt className="order-2 text-sm text-slate-400">{claim.label}</dt>
            <dd className="order-1 text-3xl font-semibold text-gold-300">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

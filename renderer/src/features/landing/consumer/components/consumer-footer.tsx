import { Brand } from '@/components/brand';
import { TrackedLink } from './tracked-link';

/** The consumer footer's links (docs/product.md "Consumer face"). */
const FOOTER_LINKS = [
  { to: '/pricing', label: 'Pricing', element: 'footer_pricing' },
  { to: '/blog', label: 'Blog', element: 'footer_blog' },
  { to: '/beta', label: 'Beta', element: 'footer_beta' },
  { to: '/enterprise', label: 'Enterprise', element: 'footer_enterprise' },
  { to: '/referral', label: 'Refer a Friend', element: 'footer_referral' },
  { to: '/legal/terms', label: 'Terms of Service', element: 'footer_terms' },
  { to: '/legal/privacy', label: 'Privacy Policy', element: 'footer_privacy' },
] as const;

export function ConsumerFooter() {
  return (
    <footer className="border-t border-white/10 bg-navy-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <Brand tagline="Subscription Saver" />
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <TrackedLink
                  element={link.element}
                  to={link.to}
                  className="rounded text-sm text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
                >
                  {link.label}
                </TrackedLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

import { Link } from 'react-router-dom';
import { BUSINESS_TEAM_SIZE, MONEY_BACK_DAYS, PLANS, type Plan } from '../../../../shared/plans';
import { PATHS, SCREENS } from '../../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { formatUsd } from '@/lib/format';
import { LegalDocument } from './components/legal-document';

/** The plans the pricing page sells, in catalogue order: Free, Pro, Business. */
const LISTED_PLANS = Object.values(PLANS).filter((plan) => plan.onPricingPage);

const monthly = (plan: Plan) => `${formatUsd(plan.monthlyCents / 100)}/month`;

const link = 'text-gold-300 underline underline-offset-4 hover:text-gold-200';

/** /legal/terms (docs/product.md "Content"): plans and prices from the catalogue, refunds, demo mode, teams. */
export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      summary={`The agreement between you and ${PRODUCT_NAME} when you use the app, on your desktop or on the web, in plain words.`}
      related={{ title: 'Privacy Policy', path: SCREENS.privacy[0] }}
      sections={[
        {
          id: 'agreement',
          heading: 'The agreement',
          body: (
            <p>
              By creating an account or using {PRODUCT_NAME} you accept these terms. If you do not accept them, do not use the app.
              We may update them; the date at the top changes when we do, and a change that affects what you pay applies only from
              your next billing period.
            </p>
          ),
        },
        {
          id: 'service',
          heading: 'What the service does',
          body: (
            <>
              <p>
                {PRODUCT_NAME} reads the transactions you import or connect, finds recurring subscriptions, shows how to cancel
                them, helps you budget and tracks what you save. Its figures and suggestions are information to help you decide,
                not financial, legal or tax advice.
              </p>
              <p>
                Cancelling a subscription with a merchant is something you do with that merchant; we show the way but cannot
                guarantee the merchant&apos;s answer.
              </p>
            </>
          ),
        },
        {
          id: 'plans',
          heading: 'Plans and prices',
          body: (
            <>
              <ul data-testid="terms-plans">
                {LISTED_PLANS.map((plan) => (
                  <li key={plan.id} data-testid={`terms-plan-${plan.id}`}>
                    <strong>{plan.name}</strong>: {monthly(plan)}
                    {plan.annualCents ? ` or ${formatUsd(plan.annualCents / 100)}/year` : null}. {plan.description}
                  </li>
                ))}
              </ul>
              <p>
                {PLANS.premium.name} ({monthly(PLANS.premium)}) is sold through the <Link to={SCREENS.offers[0]} className={link}>offers</Link>.
                Prices are in US dollars and are the ones on the <Link to={PATHS.pricing} className={link}>pricing page</Link> when you
                buy; a discount code lowers the first payment only.
              </p>
              <p>
                Paid plans are billed in advance, monthly or yearly as you choose, and renew until you cancel. You can cancel at
                any time on the <Link to={SCREENS.billing[0]} className={link}>Billing</Link> page: the plan stays active until the end
                of the period you have paid for and is not charged again.
              </p>
            </>
          ),
        },
        {
          id: 'refunds',
          heading: 'Refunds',
          body: (
            <p>
              If {PRODUCT_NAME} is not for you, ask for a refund within <strong>{MONEY_BACK_DAYS} days of your first purchase</strong>{' '}
              and we refund that payment in full. After that, payments are not refunded, but cancelling stops every future charge.
            </p>
          ),
        },
        {
          id: 'demo-mode',
          heading: 'Demo mode',
          body: (
            <p>
              When the app runs without a payment provider configured it is in demo mode: checkout goes through an offline demo
              payment provider, no card is charged and no money moves, and the screens say so. Plans &ldquo;bought&rdquo; in demo mode
              unlock the same features so you can try them; nothing is owed for them.
            </p>
          ),
        },
        {
          id: 'teams',
          heading: 'Business plan teams',
          body: (
            <p>
              A {PLANS.business.name} plan covers a team of up to <strong>{BUSINESS_TEAM_SIZE} people, the owner included</strong>; an
              open invite holds a seat until it is accepted or withdrawn. Members see and add to the owner&apos;s business accounts.
              The owner may remove members and members may leave at any time. If the owner&apos;s plan ends, sharing stops.
            </p>
          ),
        },
        {
          id: 'your-account',
          heading: 'Your account and your data',
          body: (
            <p>
              Keep your password to yourself; you are responsible for what is done with your account. Your data stays yours: the{' '}
              <Link to={SCREENS.privacy[0]} className={link}>Privacy Policy</Link> says what is kept, where, and how to delete it.
            </p>
          ),
        },
        {
          id: 'acceptable-use',
          heading: 'Acceptable use',
          body: (
            <p>
              Do not use the app to break the law, to reach data that is not yours, or to overload or attack the service. We may
              suspend an account that does.
            </p>
          ),
        },
        {
          id: 'liability',
          heading: 'Warranty and liability',
          body: (
            <p>
              The app is provided as it is. We work to keep its figures correct but cannot promise they are free of errors, and
              to the extent the law allows we are not liable for decisions made on them. Nothing here limits rights you have by
              law as a consumer.
            </p>
          ),
        },
      ]}
    />
  );
}

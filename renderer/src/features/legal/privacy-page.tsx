import { SCREENS } from '../../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { LegalDocument } from './components/legal-document';

/**
 * /legal/privacy: an honest account of what this app keeps (docs/product.md "Identity and access";
 * docs/product.md "Growth, analytics"; docs/security.md). Keep it true when the storage changes.
 */
export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary={`What ${PRODUCT_NAME} keeps about you, where it is kept, who else sees it, and how to delete it.`}
      related={{ title: 'Terms of Service', path: SCREENS.terms[0] }}
      sections={[
        {
          id: 'what-we-store',
          heading: 'What is stored',
          body: (
            <ul data-testid="privacy-stored">
              <li>
                <strong>Your account</strong>: username, email, the name you give, your plan, and your password as a salted scrypt
                hash (never the password itself).
              </li>
              <li>
                <strong>Your financial data</strong>: transactions you import or connect, the subscriptions found in them, budgets,
                business savings accounts, credit-score inputs and your onboarding answers.
              </li>
              <li>
                <strong>Billing</strong>: your plan, its status and renewal date, your invoices, and your card&apos;s brand, last four
                digits and expiry. The full card number is handled by the payment provider and never reaches us.
              </li>
              <li>
                <strong>Usage events</strong>: the pages and actions you use, with a first-party session id, the campaign tags
                and referring page of the link that brought you, your browser&apos;s user-agent string and a hash of your IP address
                (see below).
              </li>
            </ul>
          ),
        },
        {
          id: 'where',
          heading: 'Where it is stored',
          body: (
            <>
              <p>
                <strong>Desktop app</strong>: everything stays <strong>locally on your computer</strong>, in a database file in the
                app&apos;s data folder. The app&apos;s server runs inside the app and answers only your computer.
              </p>
              <p>
                <strong>Hosted web app</strong>: your data is stored <strong>on the server</strong> that runs the service, in its
                database, and is shown only to your signed-in account (and to your team, for a Business plan&apos;s business accounts).
              </p>
            </>
          ),
        },
        {
          id: 'ip-addresses',
          heading: 'IP addresses',
          body: (
            <p>
              IP addresses are <strong>stored only as salted hashes</strong>: a one-way SHA-256 fingerprint mixed with a secret salt
              of this installation. The hash lets us count visits; the address cannot be read back from it.
            </p>
          ),
        },
        {
          id: 'secrets',
          heading: 'Keys and secrets',
          body: (
            <p>
              The keys that connect the app to payment and bank providers are kept in your operating system&apos;s{' '}
              <strong>keychain</strong> on the desktop, and in the server&apos;s <strong>environment</strong> when hosted. They are
              never stored in the database, written to logs or sent to your browser.
            </p>
          ),
        },
        {
          id: 'analytics',
          heading: 'Analytics and cookies',
          body: (
            <>
              <p>
                Analytics are <strong>first-party</strong>: events go to this app&apos;s own database, not to an advertising network.
                If whoever runs the service has configured a tag manager, the same events are also passed to it.
              </p>
              <p>
                Cookies are only those the app needs: on the desktop, an access cookie for this launch; hosted, a sign-in session
                cookie, an anti-forgery token, and a device cookie (180 days) that marks a browser that has signed in before, so
                that throttling of password guesses never locks you out. Sessions end after 14 days without use and 30 days at
                most, or when you sign out.
              </p>
            </>
          ),
        },
        {
          id: 'sharing',
          heading: 'Who else sees it',
          body: (
            <>
              <p>We do not sell your data. It leaves the app only to services you or the operator switch on:</p>
              <ul>
                <li>the payment provider (Stripe), when payments are configured, to take payments;</li>
                <li>the bank-connection provider (Plaid), when you connect a bank, to read your transactions;</li>
                <li>an AI language model for the coach, only if the operator configures one: your figures are then sent to it.</li>
              </ul>
              <p>In demo mode none of these is used: no card is charged and no bank is contacted.</p>
            </>
          ),
        },
        {
          id: 'delete',
          heading: 'Deleting your data',
          body: (
            <>
              <p>
                <strong>Desktop</strong>: delete the app&apos;s data folder (or its database file) and everything the app knew about
                you is gone; uninstalling the app alone leaves that folder in place.
              </p>
              <p>
                <strong>Hosted</strong>: the app has no self-service delete button yet. Ask the people who run the service to delete
                your account; deleting it removes your transactions, budgets, subscriptions, billing records and team memberships
                with it. Usage events are kept without a link to you. Cancel any paid plan first on the Billing page so you are not
                charged again.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}

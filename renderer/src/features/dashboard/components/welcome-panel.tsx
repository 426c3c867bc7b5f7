import { PartyPopper, TriangleAlert, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../../shared/routes';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface WelcomePanelProps {
  firstName: string | null;
  /** Whether the server holds the user's setup answers (the save may have failed). */
  onboarded: boolean;
  onDismiss: () => void;
}

/** Shown after onboarding (/dashboard?welcome=true) until dismissed. */
export function WelcomePanel({ firstName, onboarded, onDismiss }: WelcomePanelProps) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className={cn(
        'relative flex gap-4 rounded-xl border p-5 pr-14 sm:p-6 sm:pr-16',
        onboarded ? 'border-gold-400/40 bg-gold-400/10' : 'border-amber-400/40 bg-amber-400/10',
      )}
      data-testid="welcome-panel"
    >
      {onboarded ? (
        <PartyPopper aria-hidden="true" className="mt-1 size-7 shrink-0 text-gold-300" />
      ) : (
        <TriangleAlert aria-hidden="true" className="mt-1 size-7 shrink-0 text-amber-300" />
      )}
      <div className="flex flex-col gap-2">
        <h2 id="welcome-heading" className="font-serif text-2xl font-semibold text-white">
          {firstName ? `Welcome, ${firstName}!` : 'Welcome!'}
        </h2>
        {onboarded ? (
          <p className="text-slate-200">
            Your setup is saved. Below is your budget plan, your savings tracker and what we have noticed so far. Change
            your income or budget mode any time and the plan updates straight away.
          </p>
        ) : (
          <>
            <p className="text-slate-200">
              We could not save your setup answers, but your dashboard works without them. You can run setup again
              whenever you like.
            </p>
            <Link to={SCREENS.onboarding[0]} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'self-start')}>
              Run setup again
            </Link>
          </>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss welcome message"
        className="absolute top-3 right-3 rounded-md p-2 text-slate-300 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}

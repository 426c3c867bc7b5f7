import { ArrowLeft, ArrowRight, Check, LogIn } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { dataApi } from '../../../../shared/api/data';
import { fullName, ONBOARDING_STEPS } from '../../../../shared/contracts/onboarding';
import { PATHS, SCREENS } from '../../../../shared/routes';
import { Brand, PRODUCT_NAME } from '@/components/brand';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { trackEvent } from '@/lib/analytics';
import { apiQuery } from '@/lib/api-client';
import { signInHref, useCurrentUser } from '@/lib/current-user';
import { useSubmitOnboarding } from './api/submit-onboarding';
import { SavingOverlay } from './components/saving-overlay';
import { StepAboutYou } from './components/step-about-you';
import { StepGetStarted } from './components/step-get-started';
import { StepWelcome } from './components/step-welcome';
import { StepYourGoals } from './components/step-your-goals';
import {
  buildOnboardingRequest,
  canComplete,
  canContinue,
  INITIAL_ONBOARDING_FORM,
  LAST_STEP_INDEX,
  nextStepIndex,
  previousStepIndex,
  progressPercent,
  type OnboardingForm,
} from './lib/onboarding-form';
import { ONBOARDING_EVENTS, STEP_TITLES } from './messages';

/** Where completion always leads, saved or not (docs/product.md "Onboarding"). */
const DASHBOARD_WELCOME = `${PATHS.dashboard}?welcome=true`;
const LOGIN_HREF = signInHref(SCREENS.onboarding[0]);

/** /onboarding: four steps, then the answers are stored (useSubmitOnboarding) and on to the dashboard. */
export default function OnboardingPage() {
  const navigate = useNavigate();
  const authUser = useCurrentUser();
  // The answers' amounts are in the person's home currency (USD until they choose another).
  const preferences = useQuery({ ...apiQuery(dataApi.preferences), enabled: Boolean(authUser.data) });
  const currency = preferences.data?.homeCurrency ?? 'USD';
  const submit = useSubmitOnboarding();
  const [stepIndex, setStepIndex] = useState(0);
  const [form, setForm] = useState<OnboardingForm>(INITIAL_ONBOARDING_FORM);
  // The signed-in user's whole name fills the name field until the user types their own: the field
  // is stored as typed, first and last name (splitFullName), so a prefilled first name alone would
  // drop the last name.
  const [nameEdited, setNameEdited] = useState(false);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  const storedName = authUser.data ? fullName(authUser.data) : '';
  const effectiveForm: OnboardingForm = nameEdited || storedName === '' ? form : { ...form, name: storedName };
  const step = ONBOARDING_STEPS[stepIndex]!;
  const isLast = stepIndex === LAST_STEP_INDEX;
  const forwardAllowed = isLast ? canComplete(effectiveForm) : canContinue(step, effectiveForm);

  // After a step change, focus moves to the new step's heading so keyboard and screen-reader users
  // start at the top of it (not on the first load).
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [stepIndex]);

  function update(patch: Partial<OnboardingForm>) {
    if (patch.name !== undefined) setNameEdited(true);
    setForm((current) => ({ ...(nameEdited ? current : { ...current, name: effectiveForm.name }), ...patch }));
  }

  function goTo(index: number) {
    stepChanged.current = true;
    setStepIndex(index);
  }

  async function complete() {
    const request = buildOnboardingRequest(effectiveForm);
    if (!request || saving) return;
    setSaving(true);
    try {
      await submit.mutateAsync(request);
    } catch (error) {
      // docs/product.md "Onboarding": a failed save is only logged; the user still goes to the
      // dashboard.
      console.error('Onboarding answers could not be saved', error);
    }
    void trackEvent(ONBOARDING_EVENTS.completed);
    navigate(DASHBOARD_WELCOME, { replace: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!forwardAllowed || saving) return;
    if (isLast) {
      void complete();
      return;
    }
    void trackEvent(ONBOARDING_EVENTS.stepCompleted, { step });
    goTo(nextStepIndex(stepIndex));
  }

  if (authUser.data === null) return <SignInRequired />;

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${STEP_TITLES[step]} · Onboarding · ${PRODUCT_NAME}`}</title>
      <header className="border-b border-white/10 bg-navy-950/90">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <Brand />
          <span className="text-sm text-slate-400">Account setup</span>
        </div>
      </header>

      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <div className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-3">
            <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Setup steps">
              {ONBOARDING_STEPS.map((id, index) => (
                <li
                  key={id}
                  aria-current={index === stepIndex ? 'step' : undefined}
                  className={index === stepIndex ? 'font-semibold text-gold-300' : index < stepIndex ? 'text-slate-300' : 'text-slate-500'}
                >
                  <span className="hidden sm:inline">{STEP_TITLES[id]}</span>
                  <span className="sr-only sm:hidden">{STEP_TITLES[id]}</span>
                </li>
              ))}
            </ol>
            <Badge variant="secondary" data-testid="step-badge" className="ml-auto">
              {stepIndex + 1} of {ONBOARDING_STEPS.length}
            </Badge>
          </div>
          <Progress value={progressPercent(stepIndex)} label="Setup progress" />
        </div>

        <Card className="border-gold-400/20">
          <form onSubmit={onSubmit} noValidate aria-labelledby="onboarding-step-heading" className="flex flex-col">
            <div className="flex flex-col gap-5 p-6 sm:p-8">
              <h1
                id="onboarding-step-heading"
                ref={headingRef}
                tabIndex={-1}
                className="font-serif text-3xl font-semibold text-white focus:outline-none sm:text-4xl"
              >
                {STEP_TITLES[step]}
              </h1>
              {step === 'welcome' ? <StepWelcome /> : null}
              {step === 'about-you' ? <StepAboutYou form={effectiveForm} onChange={update} currency={currency} /> : null}
              {step === 'your-goals' ? <StepYourGoals form={effectiveForm} onChange={update} currency={currency} /> : null}
              {step === 'get-started' ? <StepGetStarted form={effectiveForm} currency={currency} /> : null}
            </div>
            <div className="flex items-center justify-between gap-3 border-t border-white/10 px-6 py-4 sm:px-8">
              <Button
                variant="ghost"
                onClick={() => goTo(previousStepIndex(stepIndex))}
                disabled={stepIndex === 0 || saving}
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back
              </Button>
              {isLast ? (
                <Button type="submit" disabled={!forwardAllowed || saving}>
                  <Check aria-hidden="true" className="size-4" />
                  Complete Setup
                </Button>
              ) : (
                <Button type="submit" disabled={!forwardAllowed}>
                  Continue
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Button>
              )}
            </div>
            {isLast && !forwardAllowed ? (
              <p className="px-6 pb-4 text-right text-sm text-slate-400 sm:px-8" data-testid="complete-hint">
                Choose a primary goal on Your Goals to complete setup.
              </p>
            ) : null}
          </form>
        </Card>
      </main>
      {saving ? <SavingOverlay /> : null}
    </div>
  );
}

/** Hosted mode with nobody signed in: the answers need an account to be saved to. */
function SignInRequired() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4">
      <title>{`Onboarding · ${PRODUCT_NAME}`}</title>
      <Card className="flex max-w-md flex-col items-center gap-4 p-8 text-center">
        <LogIn aria-hidden="true" className="size-10 text-gold-400" />
        <h1 className="font-serif text-3xl font-semibold text-white">Sign in to get started</h1>
        <p className="text-slate-300">Your setup answers are saved to your account, so sign in or create one first.</p>
        <a href={LOGIN_HREF} className={buttonVariants()}>
          Sign in
        </a>
      </Card>
    </main>
  );
}

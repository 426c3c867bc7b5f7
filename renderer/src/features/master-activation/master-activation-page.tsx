import { Power, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { ACTIVATION_STEPS } from '../../../../shared/contracts/campaigns';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useIsDemoMode } from '@/lib/health';
import { checkDeploy } from './api/check-deploy';
import { postActivation } from './api/post-activation';
import { StepRow } from './components/step-row';
import { completedCount, initialSteps, progressPercent, runActivation, type ActivationStep, type StepState } from './lib/activation';

function callStep(step: ActivationStep): Promise<string> {
  return step.method === 'GET' ? checkDeploy() : postActivation(step.id);
}

/**
 * /master-activation (docs/product.md "Master activation"): one button runs the five real checks in
 * order; each step shows pending / running / completed (the server's detail) / failed (the server's
 * message), and a failure stops the run. Nothing is simulated: every status is a server answer.
 */
export default function MasterActivationPage() {
  const [steps, setSteps] = useState<StepState[]>(initialSteps);
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);
  // In demo mode the analytics check counts the generated demo rows too.
  const demo = useIsDemoMode();

  async function activate() {
    if (runningRef.current) return;
    runningRef.current = true;
    setRunning(true);
    try {
      await runActivation(callStep, setSteps);
    } finally {
      runningRef.current = false;
      setRunning(false);
    }
  }

  const done = completedCount(steps);
  const failed = steps.some((s) => s.status === 'failed');
  const started = steps.some((s) => s.status !== 'pending');
  const percent = progressPercent(steps);
  const summary = running
    ? `Running step ${done + 1} of ${steps.length}...`
    : failed
      ? `Stopped: ${done} of ${steps.length} steps completed.`
      : done === steps.length
        ? 'All systems activated.'
        : 'Ready to activate.';

  return (
    <ScreenPage tabTitle="Master Activation Center" width="max-w-4xl">
      <ScreenTitle
        title="Master Activation Center"
        demo={demo}
      >
        One button runs {ACTIVATION_STEPS.length} real checks in order: server health, campaigns, post templates, tracking and payments. A step
        that fails says why, and the run stops there.
      </ScreenTitle>
      <Card>
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-white">Overall progress</h2>
            <Button size="lg" onClick={() => void activate()} disabled={running} data-testid="activate-all">
              {started && !running ? <RotateCcw aria-hidden="true" className="size-5" /> : <Power aria-hidden="true" className="size-5" />}
              {running ? 'Activating...' : started ? 'Run Activation Again' : 'Activate All Systems'}
            </Button>
          </div>
          <Progress value={percent} label="Activation progress" className="h-3" />
          <p className="text-sm text-slate-300" role="status" aria-live="polite" data-testid="activation-summary">
            <span data-testid="activation-progress">
              {done} of {steps.length} completed ({Math.round(percent)}%)
            </span>{' '}
            · {summary}
          </p>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-3" aria-label="Activation steps">
            {steps.map((step, index) => (
              <StepRow key={step.id} step={step} index={index} onRetry={() => void activate()} retrying={running} />
            ))}
          </ol>
        </CardContent>
      </Card>
    </ScreenPage>
  );
}

import { Activity, Gauge, HeartPulse } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BIOMETRIC_TICK_MS, HEART_RATE_RANGE, STRESS_CAUTION_THRESHOLD, STRESS_RANGE } from '../../../../../shared/contracts/coach';
import { IconText } from '@/components/icon-text';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { decisionIndicator, simulateBiometrics } from '../lib/biometrics';

/**
 * The simulated biometric panel (docs/product.md "AI coach"). Nothing is measured: the readings are
 * drawn anew every few seconds, and the panel says so, so nobody mistakes them for their own pulse.
 */
export function BiometricPanel() {
  const [reading, setReading] = useState(() => simulateBiometrics(Math.random));
  useEffect(() => {
    const timer = window.setInterval(() => setReading(simulateBiometrics(Math.random)), BIOMETRIC_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const indicator = decisionIndicator(reading.stress);
  const optimal = indicator.level === 'optimal';

  return (
    <Card aria-labelledby="biometric-heading" className="flex flex-col gap-4 p-5 sm:p-6" data-testid="biometric-panel" role="region">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <IconText as="h2" icon={Activity} iconClassName="size-5 text-gold-400" id="biometric-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
          Biometric check
        </IconText>
        <Badge variant="info" data-testid="biometric-simulated">
          Simulated
        </Badge>
      </div>
      <p className="text-sm text-slate-400">
        No sensor is read. These readings are generated every {BIOMETRIC_TICK_MS / 1000} seconds (heart rate {HEART_RATE_RANGE.min}-
        {HEART_RATE_RANGE.max} bpm, stress {STRESS_RANGE.min}-{STRESS_RANGE.max}) to show how a calm-before-you-decide check works.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <div className="flex flex-col gap-1 rounded-lg border border-white/10 bg-navy-950/50 p-4">
          <IconText icon={HeartPulse} iconClassName="size-4 text-rose-300" className="flex items-center gap-1.5 text-sm text-slate-300">
            Heart rate
          </IconText>
          <span className="text-2xl font-semibold text-white tabular-nums">
            <span data-testid="heart-rate">{reading.heartRate}</span> <span className="text-base font-normal text-slate-400">bpm</span>
          </span>
        </div>
        <div className="flex flex-col gap-2 rounded-lg border border-white/10 bg-navy-950/50 p-4">
          <IconText icon={Gauge} iconClassName="size-4 text-amber-300" className="flex items-center gap-1.5 text-sm text-slate-300">Stress</IconText>
          <span className="text-2xl font-semibold text-white tabular-nums">
            <span data-testid="stress-level">{reading.stress}</span>{' '}
            <span className="text-base font-normal text-slate-400">/ 100</span>
          </span>
          <Progress
            value={reading.stress}
            label="Simulated stress level"
            indicatorClassName={optimal ? 'bg-emerald-400' : 'bg-amber-400'}
          />
          <span className="text-xs text-slate-500">Under {STRESS_CAUTION_THRESHOLD} reads Optimal.</span>
        </div>
        <div
          className={cn(
            'col-span-2 flex flex-col justify-center gap-1 rounded-lg border p-4 sm:col-span-1',
            optimal ? 'border-emerald-400/40 bg-emerald-400/10' : 'border-amber-400/40 bg-amber-400/10',
          )}
          data-testid="decision-indicator"
          data-level={indicator.level}
        >
          <span className="text-sm text-slate-300">Decision indicator</span>
          <span className={cn('text-2xl font-semibold', optimal ? 'text-emerald-200' : 'text-amber-200')} data-testid="decision-label">
            {indicator.label}
          </span>
          <span className="text-sm text-slate-200" data-testid="decision-advice">
            {indicator.advice}
          </span>
        </div>
      </div>
    </Card>
  );
}

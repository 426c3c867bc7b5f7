import type { AbResults } from '../../../../../shared/contracts/growth';
import { AB_SIGNIFICANCE_LEVEL } from '../../../../../shared/contracts/growth';
import { Badge } from '@/components/ui/badge';
import { formatCount, formatDollars, formatPValue, formatVariantRate, testLabel } from '../lib/analytics-format';
import { EmptyNote } from './analytics-states';
import { DataTable, type Column } from './source-table';

type Variant = AbResults['tests'][number]['variants'][number];

/**
 * Optimization tab: each A/B test of the landing with, per variant, the sessions that saw it, its
 * conversions and rate, and a two-proportion z-test against the control (the server's p-value).
 */
export function OptimizationPanel({ data }: { data: AbResults }) {
  if (data.tests.length === 0) {
    return <EmptyNote testId="ab-results-empty">No A/B test has been seen by a visitor yet.</EmptyNote>;
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-400">
        Each variant is compared with its test&apos;s control; a p-value below {AB_SIGNIFICANCE_LEVEL} counts as significant.
      </p>
      {data.tests.map((test) => {
        const columns: readonly Column<Variant>[] = [
          {
            key: 'variant',
            header: 'Variant',
            cell: (v) => (
              <span className="inline-flex items-center gap-2">
                {v.variant}
                {v.variant === test.control ? <Badge variant="secondary">Control</Badge> : null}
              </span>
            ),
          },
          { key: 'exposures', header: 'Exposures', numeric: true, cell: (v) => formatCount(v.exposures) },
          { key: 'conversions', header: 'Conversions', numeric: true, cell: (v) => formatCount(v.conversions) },
          { key: 'rate', header: 'Conversion rate', numeric: true, cell: (v) => formatVariantRate(v.conversionRate) },
          { key: 'value', header: 'Value', numeric: true, cell: (v) => formatDollars(v.conversionValue) },
          { key: 'p', header: 'p-value', numeric: true, cell: (v) => formatPValue(v.pValue) },
          {
            key: 'significant',
            header: 'Result',
            cell: (v) =>
              v.variant === test.control ? (
                <span className="text-slate-400">Baseline</span>
              ) : v.significant ? (
                <Badge variant="success">Significant</Badge>
              ) : v.pValue === null ? (
                <span className="text-slate-400">Too little data</span>
              ) : (
                <span className="text-slate-400">Not significant</span>
              ),
          },
        ];
        return (
          <section key={test.testName} aria-labelledby={`ab-${test.testName}`} className="flex flex-col gap-2" data-testid={`ab-test-${test.testName}`}>
            <h3 id={`ab-${test.testName}`} className="text-base font-semibold text-white">
              {testLabel(test.testName)}
            </h3>
            <DataTable
              caption={`A/B test ${testLabel(test.testName)}`}
              columns={columns}
              rows={test.variants}
              rowKey={(v) => v.variant}
              testId={`ab-table-${test.testName}`}
              rowTestId={(v) => `ab-variant-${test.testName}-${v.variant}`}
            />
          </section>
        );
      })}
    </div>
  );
}

import { ANNUAL_SAVING_LABEL } from '../../../../../shared/plans';

const OPTION =
  'flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-slate-300 transition-colors ' +
  'peer-checked:bg-gold-400 peer-checked:text-navy-950 peer-focus-visible:ring-2 peer-focus-visible:ring-gold-300 ' +
  'peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-navy-950 hover:text-white peer-checked:hover:text-navy-950';

/**
 * Monthly / annual, as a pair of native radio buttons: arrow keys move between them and screen
 * readers announce the group, with no script of our own.
 */
export function BillingToggle({ isAnnual, onChange }: { isAnnual: boolean; onChange: (isAnnual: boolean) => void }) {
  return (
    <fieldset className="flex flex-col items-center gap-2" data-testid="billing-toggle">
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-full border border-white/15 bg-navy-900 p-1">
        <label>
          <input type="radio" name="billing-period" value="month" checked={!isAnnual} onChange={() => onChange(false)} className="peer sr-only" />
          <span className={OPTION}>Monthly</span>
        </label>
        <label>
          <input type="radio" name="billing-period" value="year" checked={isAnnual} onChange={() => onChange(true)} className="peer sr-only" />
          <span className={OPTION}>
            Annual
            <span
              className="rounded-full bg-navy-950/85 px-2 py-0.5 text-xs font-semibold text-emerald-200"
              data-testid="annual-saving-label"
            >
              {ANNUAL_SAVING_LABEL}
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}

import { CircleAlert, Info } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

/** What a field's control needs to be bound to its label, hint and messages. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FormFieldProps {
  label: ReactNode;
  /** Always shown under the control. */
  hint?: ReactNode;
  /** A validation error: marks the control invalid and is announced. */
  error?: string | null;
  /** Information about what will be saved (not an error), e.g. a fallback value. */
  notice?: string | null;
  className?: string;
  /** Test id of the error line. */
  errorTestId?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label bound to its control, with an optional hint, notice and error (all referenced by aria-describedby). */
export function FormField({ label, hint, error, notice, className, errorTestId, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const noticeId = `${id}-notice`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, notice ? noticeId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
      {/* Always in the accessibility tree (visually hidden while empty), so a notice that appears is announced. */}
      <p id={noticeId} aria-live="polite" className={cn('flex items-start gap-1.5 text-xs text-sky-200', !notice && 'sr-only')}>
        {notice ? (
          <>
            <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            {notice}
          </>
        ) : null}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="flex items-start gap-1.5 text-sm text-red-300" data-testid={errorTestId}>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

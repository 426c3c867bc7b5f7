import { useEffect, useRef } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** What every popup component takes: whether it is open, and how to close it. */
export interface PopupProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The popups' email field (exit intent and scroll): labelled, typed as email for the browser's own
 * check (docs/product.md "Overlays"), and focused when the popup opens so one can type at once.
 */
export function NewsletterEmailField({ label, hint, value, onChange }: { label: string; hint: string; value: string; onChange: (value: string) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <Input
          {...control}
          ref={inputRef}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          maxLength={254}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

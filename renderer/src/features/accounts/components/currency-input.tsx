import type { FieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { COMMON_CURRENCIES } from '../lib/account-format';

interface CurrencyInputProps extends FieldControlProps {
  /** The id of its suggestion list (unique on the page). */
  listId: string;
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** A 3-letter currency code: free text with the common codes suggested, upper-cased as typed. */
export function CurrencyInput({ listId, value, onChange, disabled, ...control }: CurrencyInputProps) {
  return (
    <>
      <Input
        {...control}
        list={listId}
        value={value}
        maxLength={3}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={disabled}
        className="uppercase"
        onChange={(e) => onChange(e.target.value.toUpperCase())}
      />
      <datalist id={listId}>
        {COMMON_CURRENCIES.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
    </>
  );
}

/**
 * A read-only link with a Copy button, as every share screen shows one. Where the browser refuses
 * the clipboard (no permission, no secure context), the link is focused and selected so it can be
 * copied by hand, and the failure toast says so.
 */
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast, type ToastInput } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';

/** The referral screens' failure toast: the link is left selected for a manual copy. */
export const MANUAL_COPY_TOAST = {
  title: 'Copy Failed',
  description: 'Your browser did not allow copying. The link is selected: press Ctrl+C (or ⌘C) to copy it.',
  variant: 'destructive',
} as const satisfies ToastInput;

/** The owner screens' shorter failure toast. */
export const HAND_COPY_TOAST = {
  title: 'Copy failed',
  description: 'The link is selected: copy it by hand.',
  variant: 'destructive',
} as const satisfies ToastInput;

interface CopyOutcome {
  copiedToast: ToastInput;
  failedToast: ToastInput;
  /** Show "Copied" on the button this long after a copy; without it the button keeps its label. */
  copiedLabelMs?: number;
}

/** The copy action and the input it falls back on: `copied` is true for `copiedLabelMs` after a copy. */
export function useCopyLink({ copiedToast, failedToast, copiedLabelMs }: CopyOutcome) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string) {
    if (await copyText(text, navigator.clipboard)) {
      toast(copiedToast);
      if (copiedLabelMs === undefined) return;
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), copiedLabelMs);
    } else {
      inputRef.current?.focus();
      inputRef.current?.select();
      toast(failedToast);
    }
  }

  return { copied, copy, inputRef };
}

interface CopyLinkFieldProps extends CopyOutcome {
  id: string;
  label: string;
  link: string;
  buttonLabel: string;
  inputTestId: string;
  buttonTestId: string;
}

/** The label, then the link and its Copy button side by side (stacked on small screens). */
export function CopyLinkField({ id, label, link, buttonLabel, inputTestId, buttonTestId, ...outcome }: CopyLinkFieldProps) {
  const { copied, copy, inputRef } = useCopyLink(outcome);
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-sm"
          data-testid={inputTestId}
        />
        <Button onClick={() => void copy(link)} data-testid={buttonTestId}>
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? 'Copied' : buttonLabel}
        </Button>
      </div>
    </>
  );
}

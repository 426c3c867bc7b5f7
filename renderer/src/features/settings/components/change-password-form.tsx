import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { changePasswordRequestSchema, PASSWORD_MIN_LENGTH } from '../../../../../shared/contracts/auth';
import { CardHeading } from '@/components/card-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/api-client';
import { useChangePassword } from '../api/account';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

const sessionsText = (n: number) => (n === 0 ? 'No other session was signed in.' : n === 1 ? '1 other session was signed out.' : `${n} other sessions were signed out.`);

/**
 * Change password (docs/security.md "Accounts and sessions (hosted)"): the same rules as sign-up,
 * checked here first with the shared contract and again by the server, which also checks the
 * current password. This session stays signed in; the others end.
 */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const change = useChangePassword();

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const parsed = changePasswordRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: (result) => {
        setValues(EMPTY);
        setErrors({});
        toast({ title: 'Password changed', description: `Use the new password next time you sign in. ${sessionsText(result.otherSessionsEnded)}` });
      },
      onError: (error) => setServerError(errorText(error)),
    });
  }

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField label={label} hint={hint} error={errors[name]} errorTestId={`${name}-error`}>
      {(control) => (
        <Input
          {...control}
          type="password"
          autoComplete={autoComplete}
          maxLength={200}
          value={values[name]}
          onChange={(e) => set(name)(e.target.value)}
          data-testid={name}
        />
      )}
    </FormField>
  );

  return (
    <Card>
      <CardHeading icon={KeyRound} title="Change password" id="change-password-heading">
        Other devices signed in to this account are signed out; this one stays signed in.
      </CardHeading>
      <CardContent>
        <form noValidate onSubmit={submit} aria-labelledby="change-password-heading" className="flex flex-col gap-4" data-testid="change-password-form">
          {field('currentPassword', 'Current password', 'current-password')}
          {field('newPassword', 'New password', 'new-password', `At least ${PASSWORD_MIN_LENGTH} characters.`)}
          {field('confirmPassword', 'New password again', 'new-password')}
          {serverError ? (
            <p role="alert" className="rounded-md border border-red-400/30 bg-red-500/10 px-3 py-2 text-sm text-red-200" data-testid="change-password-error">
              {serverError}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={change.isPending} data-testid="change-password-submit">
              {change.isPending ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

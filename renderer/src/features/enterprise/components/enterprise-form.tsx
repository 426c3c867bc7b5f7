import { Building2, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { ENTERPRISE_NEEDS, ENTERPRISE_SIZES } from '../../../../../shared/contracts/beta';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  ENTERPRISE_FIELD_MAX,
  firstInvalidEnterpriseField,
  INITIAL_ENTERPRISE_FORM,
  validateEnterpriseForm,
  type EnterpriseErrors,
  type EnterpriseField,
  type EnterpriseForm as EnterpriseFormValues,
  type EnterpriseRequestValue,
} from '../lib/enterprise-form';

interface EnterpriseFormProps {
  /** A valid request: the page confirms it locally (the spec makes no server call). */
  onValid: (value: EnterpriseRequestValue) => void;
}

/** The enquiry form (docs/product.md "Enterprise"). */
export function EnterpriseForm({ onValid }: EnterpriseFormProps) {
  const [form, setForm] = useState<EnterpriseFormValues>(INITIAL_ENTERPRISE_FORM);
  const [errors, setErrors] = useState<EnterpriseErrors>({});
  const titleId = useId();
  const refs: Record<EnterpriseField, RefObject<HTMLInputElement | HTMLSelectElement | null>> = {
    companyName: useRef<HTMLInputElement>(null),
    contactName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    employees: useRef<HTMLSelectElement>(null),
    needs: useRef<HTMLSelectElement>(null),
  };

  function update(field: EnterpriseField, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateEnterpriseForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstInvalidEnterpriseField(result.errors);
      if (first) refs[first].current?.focus();
      return;
    }
    setErrors({});
    onValid(result.value);
    setForm(INITIAL_ENTERPRISE_FORM);
  }

  const text = (name: 'companyName' | 'contactName' | 'email' | 'phone', label: string, type: string, autoComplete: string) => (
    <FormField label={label} error={errors[name]} errorTestId={`enterprise-${name}-error`}>
      {(control) => (
        <Input
          {...control}
          ref={refs[name] as RefObject<HTMLInputElement | null>}
          name={name}
          type={type}
          autoComplete={autoComplete}
          maxLength={ENTERPRISE_FIELD_MAX[name]}
          value={form[name]}
          onChange={(e) => update(name, e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 aria-hidden="true" className="size-5 text-gold-400" />
          <span id={titleId}>Enterprise enquiry</span>
        </CardTitle>
        <CardDescription>Company name, contact name and work email are required; the rest is optional.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="flex flex-col gap-5" data-testid="enterprise-form">
          <div className="grid gap-5 sm:grid-cols-2">
            {text('companyName', 'Company name', 'text', 'organization')}
            {text('contactName', 'Contact name', 'text', 'name')}
            {text('email', 'Work email', 'email', 'email')}
            {text('phone', 'Phone (optional)', 'tel', 'tel')}
            <FormField label="Company size (optional)" error={errors.employees} errorTestId="enterprise-employees-error">
              {(control) => (
                <Select
                  {...control}
                  ref={refs.employees as RefObject<HTMLSelectElement | null>}
                  name="employees"
                  value={form.employees}
                  onChange={(e) => update('employees', e.target.value)}
                >
                  <option value="">Choose a size</option>
                  {ENTERPRISE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size} employees
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label="What you need (optional)" error={errors.needs} errorTestId="enterprise-needs-error">
              {(control) => (
                <Select
                  {...control}
                  ref={refs.needs as RefObject<HTMLSelectElement | null>}
                  name="needs"
                  value={form.needs}
                  onChange={(e) => update('needs', e.target.value)}
                >
                  <option value="">Choose a need</option>
                  {ENTERPRISE_NEEDS.map((need) => (
                    <option key={need.id} value={need.id}>
                      {need.label}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
          <Button type="submit" className="w-full sm:w-auto sm:self-start">
            <Send aria-hidden="true" className="size-4" />
            Request a consultation
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

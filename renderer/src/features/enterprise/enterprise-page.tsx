import { useState } from 'react';
import { PRODUCT_NAME } from '@/components/brand';
import { ScreenHeader } from '@/components/screen-header';
import { toast } from '@/components/ui/use-toast';
import { EnterpriseConfirmation } from './components/enterprise-confirmation';
import { EnterpriseForm } from './components/enterprise-form';
import type { EnterpriseRequestValue } from './lib/enterprise-form';
import { REQUEST_RECEIVED_TOAST } from './messages';

/**
 * /enterprise: the enterprise enquiry (spec growth sections 2-9). The spec makes no server call
 * (local confirmation only): the page confirms, summarises and offers an email to send it on.
 */
export default function EnterprisePage() {
  const [request, setRequest] = useState<EnterpriseRequestValue | null>(null);
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Enterprise · ${PRODUCT_NAME}`}</title>
      <ScreenHeader widthClass="max-w-4xl" />
      <main id="main" className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-2">
          <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Enterprise</h1>
          <p className="max-w-3xl text-slate-300">
            Financial wellness, banking and investment tools for larger teams. Tell us about your organisation and what your team
            needs.
          </p>
        </div>
        {request ? <EnterpriseConfirmation request={request} /> : null}
        <EnterpriseForm
          onValid={(value) => {
            setRequest(value);
            toast(REQUEST_RECEIVED_TOAST);
          }}
        />
      </main>
    </div>
  );
}

import { useState } from 'react';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { toast } from '@/components/ui/use-toast';
import { EnterpriseConfirmation } from './components/enterprise-confirmation';
import { EnterpriseForm } from './components/enterprise-form';
import type { EnterpriseRequestValue } from './lib/enterprise-form';
import { REQUEST_RECEIVED_TOAST } from './messages';

/**
 * /enterprise: the enterprise enquiry (docs/product.md "Enterprise"). The spec makes no server call
 * (local confirmation only): the page confirms, summarises and offers an email to send it on.
 */
export default function EnterprisePage() {
  const [request, setRequest] = useState<EnterpriseRequestValue | null>(null);
  return (
    <ScreenPage tabTitle="Enterprise" width="max-w-4xl">
      <ScreenTitle
        title="Enterprise"
        gap="gap-2"
      >
        Financial wellness, banking and investment tools for larger teams. Tell us about your organisation and what your team
        needs.
      </ScreenTitle>
      {request ? <EnterpriseConfirmation request={request} /> : null}
      <EnterpriseForm
        onValid={(value) => {
          setRequest(value);
          toast(REQUEST_RECEIVED_TOAST);
        }}
      />
    </ScreenPage>
  );
}

import { CheckCircle2, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { enterpriseMailto, enterpriseSummary, type EnterpriseRequestValue } from '../lib/enterprise-form';

/**
 * What the visitor entered, and how it leaves: the spec sends it nowhere, so the page says so and
 * offers an email holding the whole request, rather than letting it vanish.
 */
export function EnterpriseConfirmation({ request }: { request: EnterpriseRequestValue }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [request]);
  return (
    <Card className="border-emerald-400/30" data-testid="enterprise-confirmation">
      <CardHeader>
        <CardTitle ref={headingRef} tabIndex={-1} className="flex items-center gap-2 focus:outline-none">
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-300" />
          Request ready for {request.companyName}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="rounded-lg border border-sky-400/30 bg-sky-400/5 p-3 text-sm text-sky-100" data-testid="enterprise-not-sent">
          Not sent yet: this version of the app has no enquiry inbox, so your request stays on this page. Use Email this request to
          send it from your own mail app.
        </p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {enterpriseSummary(request).map((line) => (
            <div key={line.label} className="contents">
              <dt className="text-slate-400">{line.label}</dt>
              <dd className="break-words text-white">{line.value}</dd>
            </div>
          ))}
        </dl>
        <a href={enterpriseMailto(request)} className={buttonVariants({ variant: 'outline', className: 'self-start' })} data-testid="enterprise-mailto">
          <Mail aria-hidden="true" className="size-4" />
          Email this request
        </a>
      </CardContent>
    </Card>
  );
}

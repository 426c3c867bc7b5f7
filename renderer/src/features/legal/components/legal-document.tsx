import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/components/brand';
import { ScreenHeader } from '@/components/screen-header';

/** When the legal texts last changed in substance; both pages show it. */
export const LEGAL_LAST_UPDATED = '2026-11-21';

const lastUpdatedLabel = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
  new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`),
);

interface LegalDocumentProps {
  title: string;
  summary: string;
  /** Section headings in order, for the contents list; each section's id is its key. */
  sections: ReadonlyArray<{ id: string; heading: string; body: ReactNode }>;
  /** The other legal page, linked at the end. */
  related: { title: string; path: string };
}

/** A readable legal page: one h1, a contents list, h2 sections, a narrow measure. */
export function LegalDocument({ title, summary, sections, related }: LegalDocumentProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <ScreenHeader />
      <main id="main" className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <header className="flex flex-col gap-3">
          <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">{title}</h1>
          <p className="text-sm text-slate-400" data-testid="legal-last-updated">
            Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{lastUpdatedLabel}</time>
          </p>
          <p className="max-w-prose text-lg text-slate-300">{summary}</p>
        </header>
        <nav aria-label="Contents" className="rounded-lg border border-white/10 bg-navy-900/60 p-4">
          <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-400 uppercase">Contents</h2>
          <ol className="grid list-decimal gap-1 pl-5 text-slate-200 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="rounded text-gold-300 underline underline-offset-4 hover:text-gold-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-prose flex-col gap-8 leading-relaxed text-slate-300 [&_li]:mt-1 [&_strong]:text-white [&_ul]:list-disc [&_ul]:pl-5">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="flex scroll-mt-6 flex-col gap-3">
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-white">
                {index + 1}. {section.heading}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
        <p className="border-t border-white/10 pt-6 text-sm text-slate-400">
          See also the{' '}
          <Link to={related.path} className="text-gold-300 underline underline-offset-4 hover:text-gold-200">
            {related.title}
          </Link>
          .
        </p>
      </main>
    </div>
  );
}

import { ArrowLeft, Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/routes';
import { Brand, PRODUCT_NAME } from './brand';
import { buttonVariants } from './ui/button';

interface ScreenShellProps {
  /** The screen's name, shown as its one h1 and in the browser tab. */
  title: string;
  /** One sentence: what the finished screen will do. */
  summary: string;
  children?: ReactNode;
}

/**
 * The frame of a screen whose features are still being built: a real page with a heading, a way
 * home and an honest status line, instead of a blank route.
 */
export function ScreenShell({ title, summary, children }: ScreenShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <header className="border-b border-white/10 bg-navy-950/90">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <Brand />
          <Link to={PATHS.home} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to home
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">{title}</h1>
        <p className="max-w-2xl text-lg text-slate-300">{summary}</p>
        <p
          className="flex max-w-2xl items-start gap-3 rounded-lg border border-gold-400/30 bg-gold-400/5 p-4 text-sm text-gold-200"
          data-testid="screen-status"
        >
          <Hammer aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
          <span>This screen&apos;s features are being built. Nothing here is live yet, and no data is shown until it is real.</span>
        </p>
        {children}
      </main>
    </div>
  );
}

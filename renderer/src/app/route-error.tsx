import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PATHS } from '../../../shared/routes';
import { Button, buttonVariants } from '@/components/ui/button';

/**
 * Shown when a screen fails to load or render, most often a code chunk that a new deployment
 * replaced: a reload fetches the current one.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4">
      <div className="flex max-w-md flex-col items-center gap-5 text-center">
        <TriangleAlert aria-hidden="true" className="size-12 text-gold-400" />
        <h1 className="font-serif text-3xl font-semibold text-white">Something went wrong</h1>
        <p className="text-slate-300">This screen could not be shown. Reloading usually fixes it.</p>
        {detail ? <p className="text-sm break-words text-slate-500">{detail}</p> : null}
        <div className="flex gap-3">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Link to={PATHS.home} className={buttonVariants({ variant: 'outline' })}>
            Go to home
          </Link>
        </div>
      </div>
    </main>
  );
}

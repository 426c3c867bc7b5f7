import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { buttonVariants } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4">
      <title>{`Page Not Found · ${PRODUCT_NAME}`}</title>
      <div className="flex max-w-md flex-col items-center gap-5 text-center">
        <Compass aria-hidden="true" className="size-12 text-gold-400" />
        <h1 className="font-serif text-4xl font-semibold text-white">Page Not Found</h1>
        <p className="text-slate-300">There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <Link to={PATHS.home} className={buttonVariants()}>
          Go to home
        </Link>
      </div>
    </main>
  );
}

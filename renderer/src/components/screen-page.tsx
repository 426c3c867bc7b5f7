/**
 * The frame and the title block every consumer and owner screen repeats: the tab title, the top
 * bar, one `main` landmark of a chosen width, and the h1 with its one-paragraph summary.
 */
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@/components/brand';
import { ScreenHeader } from '@/components/screen-header';
import { DemoDataBadge, DemoDataBadgeSpace } from '@/components/ui/demo-data-badge';
import { useIsDemoMode } from '@/lib/health';
import { cn } from '@/lib/utils';

type MaxWidth = 'max-w-3xl' | 'max-w-4xl' | 'max-w-5xl' | 'max-w-6xl' | 'max-w-7xl';

interface ScreenPageProps {
  /** The browser tab's title, before " · Wealth Desk". */
  tabTitle: string;
  /** The width of `main` (the top bar is always as wide as the widest screen). */
  width?: MaxWidth;
  gap?: 'gap-6' | 'gap-8';
  children: ReactNode;
  /** Rendered after `main` (dialogs), so they stay outside the landmark. */
  overlays?: ReactNode;
}

export function ScreenPage({ tabTitle, width = 'max-w-7xl', gap = 'gap-6', children, overlays }: ScreenPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${tabTitle} · ${PRODUCT_NAME}`}</title>
      <ScreenHeader />
      <main id="main" className={cn('mx-auto flex w-full flex-1 flex-col px-4 py-8 sm:px-6 sm:py-10', width, gap)}>
        {children}
      </main>
      {overlays}
    </div>
  );
}

interface ScreenTitleProps {
  title: ReactNode;
  /** The summary paragraph under the title. */
  children: ReactNode;
  /**
   * Whether the screen shows demo rows. A screen that can show them passes it (false too): the
   * title then sits in a row with room for the demo-data badge, shown while true.
   */
  demo?: boolean;
  /** Something else beside the title instead of the demo badge (a level); null keeps the row. */
  badge?: ReactNode;
  titleTestId?: string;
  /** Lines under the summary (an "as of" time, a projected saving). */
  note?: ReactNode;
  /** Controls at the end of the title block (a period select, a live toggle). */
  actions?: ReactNode;
  gap?: 'gap-1' | 'gap-2';
}

export function ScreenTitle({ title, children, demo, badge, titleTestId, note, actions, gap = 'gap-1' }: ScreenTitleProps) {
  // In offline demo mode the badge's room is kept while it is not shown: it usually arrives with the
  // first answer, and appearing would push the title's paragraph down on a phone.
  const keepBadgeRoom = useIsDemoMode() && demo === false && badge === undefined;
  const heading = <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">{title}</h1>;
  const block = (
    <div className={cn('flex flex-col', gap)}>
      {demo === undefined && badge === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-center gap-3" data-testid={titleTestId}>
          {heading}
          {demo ? <DemoDataBadge /> : keepBadgeRoom ? <DemoDataBadgeSpace /> : null}
          {badge}
        </div>
      )}
      <p className="max-w-3xl text-slate-300">{children}</p>
      {note}
    </div>
  );
  if (actions === undefined) return block;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {block}
      {actions}
    </div>
  );
}

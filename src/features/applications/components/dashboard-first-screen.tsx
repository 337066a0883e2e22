// What the dashboard shows before its data, drawn alike by the dashboard and by the signed-in start's first paint
// (src/app/layout/dashboard-shell.tsx, in the app's first script, before this feature's chunk or the session is here):
// the heading and the tiles' skeleton. Kept small and free of data and catalogues, so the first script stays light; the
// same markup in both places means nothing moves when the dashboard takes over.
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

// From md up the tiles share one row, each at least as tall as the filled "Next interview" one (title, a date on two
// lines, company, interview: 108 px of content and 32 px of padding), so nothing below moves when the values arrive or
// change. On a phone they are a 2×2 grid with less padding and no icon (issue #37: four stacked tiles pushed the first
// application below the fold); each row is as tall as its tallest filled tile, loading or not.
export const TILE_CLASS = 'flex min-w-0 items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm md:min-h-36 md:flex-1 md:p-4';
export type TileName = 'total' | 'mostAdvanced' | 'nextInterview' | 'nextFollowUp';
/** The tiles in their order on the page: a new tile is added here, to the loaded tiles and to TILE_SKELETON_LINES. */
const TILE_NAMES: readonly TileName[] = ['total', 'mostAdvanced', 'nextInterview', 'nextFollowUp'];
/**
 * Phone heights of a row's tallest filled tile (English): title + name, job title and badge (118 px); title + a date
 * with its year on three lines (smaller there), company and interview (146 px; 152 with some room). A company too long
 * for one line wraps rather than being cut, and the row grows.
 */
export const PHONE_MIN_HEIGHT: Record<TileName, string> = { total: 'min-h-30', mostAdvanced: 'min-h-30', nextInterview: 'min-h-38', nextFollowUp: 'min-h-38' };
export const ICON_CLASS = 'hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 md:flex';
export const TITLE_CLASS = 'text-xs leading-4 font-medium uppercase tracking-wide text-slate-500';
export const GRID_CLASS = 'grid w-full grid-cols-2 gap-3 md:flex md:flex-row';
/** Line heights of the loaded tiles: text-2xl count; name, job title and badge; date, company and interview; date and company. */
const TILE_SKELETON_LINES: Record<TileName, string[]> = {
  total: ['h-8 w-12'],
  mostAdvanced: ['h-6 w-full', 'mt-1 h-5 w-20', 'mt-1 h-5 w-16 rounded-full'],
  nextInterview: ['h-6 w-24', 'h-5 w-full', 'h-5 w-20'],
  nextFollowUp: ['h-6 w-24', 'h-5 w-full'],
};

/** The page's heading row; its words come from src/i18n/first-screen.ts, which needs no download. */
export function DashboardHeading({ title }: { title: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
    </div>
  );
}

/**
 * The tiles while loading: grey lines as tall as the loaded values' lines, so the list below does not move when they
 * arrive. Titles and icons once the dashboard's catalogue and code are here; before (the first paint), grey in their place.
 */
export function SummaryTilesSkeleton({ titles, icons }: { titles?: Record<TileName, string>; icons?: Record<TileName, ReactNode> }) {
  return (
    <div className={GRID_CLASS} aria-busy="true">
      {TILE_NAMES.map((name) => (
        <div key={name} aria-hidden="true" className={cn(TILE_CLASS, PHONE_MIN_HEIGHT[name])}>
          <span className={ICON_CLASS}>{icons?.[name]}</span>
          <div className="min-w-0 flex-1">
            {titles ? <p className={TITLE_CLASS}>{titles[name]}</p> : <Skeleton className="h-4 w-24 max-w-full" />}
            <div className="mt-1">
              {TILE_SKELETON_LINES[name].map((line) => (
                <Skeleton key={line} className={`max-w-full ${line}`} />
              ))}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

// The signed-in layout's frame, shared by the layout and the signed-in start's first paint (dashboard-shell.tsx), so
// the page's heading sits at the same place in both and nothing moves when the layout takes over.
export const SIDEBAR_CLASS =
  'sticky top-0 flex h-screen flex-col border-r border-slate-200 bg-white transition-[width,min-width] duration-200 motion-reduce:transition-none';
/** The brand's row at the sidebar's top, centred when the sidebar is folded. */
export const SIDEBAR_BRAND_ROW_CLASS = 'flex h-16 items-center gap-2 px-4';
export const SIDEBAR_BRAND_ROW_COLLAPSED_CLASS = 'justify-center px-0';
export const SIDEBAR_BRAND_CLASS = 'flex items-center gap-2 rounded-md font-bold tracking-tight text-brand-700';
export const MAIN_CLASS = 'min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-10';
/** The one page container: every screen gets the same width (up to max-w-6xl, centred on wide screens). */
export const PAGE_CONTAINER_CLASS = 'mx-auto w-full max-w-6xl';

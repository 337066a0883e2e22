// The signed-in sidebar (docs/product.md#sidebar): navigation, promo, credits, settings, help, subscription, log out, user block.
import { useTranslation } from 'react-i18next';
import {
  Bot,
  ChartNoAxesColumnIncreasing,
  CircleHelp,
  CreditCard,
  Gift,
  GraduationCap,
  Briefcase,
  LayoutDashboard,
  LogOut,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/avatar';
import { LAYOUT, NARROW_SCREEN_QUERY } from '@/config/constants';
import { paths } from '@/config/paths';
import { SIDEBAR_COLLAPSED_KEY } from '@/config/storage-keys';
import { useAuth } from '@/data/auth/auth-context';
import { useFirstName } from '@/data/profile/get-first-name';
import { useSignOut } from '@/data/auth/sign-out';
import { useProfile } from '@/data/profile/get-profile';
import { useLocalStorage } from '@/hooks/use-local-storage';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { leaveThen } from '@/lib/navigation-hold';
import { CreditsBadge } from '@/app/layout/credits-badge';
import { SIDEBAR_BRAND_CLASS, SIDEBAR_BRAND_ROW_CLASS, SIDEBAR_BRAND_ROW_COLLAPSED_CLASS, SIDEBAR_CLASS } from '@/app/layout/layout-classes';
import { PlanPromo } from '@/app/layout/plan-promo';
import type { SidebarDialogName } from '@/app/layout/sidebar-dialogs';

const loadSidebarDialogs = () => import('@/app/layout/sidebar-dialogs');
const SidebarDialogs = lazy(loadSidebarDialogs);

const NAV_ENTRIES = [
  { label: 'nav.dashboard', to: paths.dashboard.href(), icon: LayoutDashboard, end: true },
  { label: 'nav.search', to: paths.search.href(), icon: ChartNoAxesColumnIncreasing },
  // The two Copilots say which is which under their names: v2 keeps the spec's fixed settings (French, balanced).
  { label: 'nav.copilot', to: paths.copilot2.href(), icon: Bot, hint: 'nav.copilotHint' },
  { label: 'nav.copilot3', to: paths.copilot3.href(), icon: Sparkles, hint: 'nav.copilot3Hint' },
  { label: 'nav.coach', to: paths.coach.href(), icon: GraduationCap },
  { label: 'nav.experience', to: paths.experience.href(), icon: Briefcase },
] as const satisfies ReadonlyArray<{ label: string; to: string; icon: LucideIcon; end?: boolean; hint?: string }>;

const itemClass = (isCollapsed: boolean, isActive = false) =>
  cn(
    'flex min-h-10 w-full items-center gap-3 rounded-lg px-3 py-1.5 text-left text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
    isCollapsed && 'justify-center px-0',
  );

/**
 * The label stays in the accessibility tree when collapsed (visually hidden), with a hover title. A long label (French
 * "Obtenir des crédits gratuits") takes a second line rather than being cut.
 */
function ItemLabel({ isCollapsed, children }: { isCollapsed: boolean; children: ReactNode }) {
  return <span className={cn('line-clamp-2 leading-tight', isCollapsed && 'sr-only')}>{children}</span>;
}

interface SidebarButtonProps {
  icon: LucideIcon;
  label: string;
  isCollapsed: boolean;
  onClick: () => void;
  /** Called when the person is about to use the button (hover, focus): a chance to fetch what it opens. */
  onIntent?: () => void;
  className?: string;
}

function SidebarButton({ icon: Icon, label, isCollapsed, onClick, onIntent, className }: SidebarButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      title={isCollapsed ? label : undefined}
      className={cn(itemClass(isCollapsed), className)}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <ItemLabel isCollapsed={isCollapsed}>{label}</ItemLabel>
    </button>
  );
}

export function Sidebar() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const profile = useProfile(user?.id);
  const signOut = useSignOut();
  const [isCollapsedOnWide, setIsCollapsedOnWide] = useLocalStorage<boolean>(SIDEBAR_COLLAPSED_KEY, false);
  const isNarrowScreen = useMediaQuery(NARROW_SCREEN_QUERY);
  const [isExpandedOnNarrow, setIsExpandedOnNarrow] = useState(false);
  const isCollapsed = isNarrowScreen ? !isExpandedOnNarrow : isCollapsedOnWide;
  const toggleCollapsed = () => (isNarrowScreen ? setIsExpandedOnNarrow((previous) => !previous) : setIsCollapsedOnWide((previous) => !previous));
  const [openDialog, setOpenDialog] = useState<SidebarDialogName | null>(null);
  const [hasOpenedDialog, setHasOpenedDialog] = useState(false);
  const firstName = useFirstName(user);
  const width = isCollapsed ? LAYOUT.sidebarCollapsed : LAYOUT.sidebarExpanded;

  function openSidebarDialog(name: SidebarDialogName) {
    setHasOpenedDialog(true);
    setOpenDialog(name);
  }
  const preloadDialogs = () => void loadSidebarDialogs();

  // A live session asks first (useLeaveWarning), as it does for a link.
  function handleSignOut() {
    leaveThen(() => signOut.mutate(undefined, { onError: (error) => toast.error(error.message || t('sidebar.logOutFailed')) }));
  }

  return (
    <aside aria-label={t('sidebar.label')} data-collapsed={isCollapsed} style={{ width, minWidth: width }} className={SIDEBAR_CLASS}>
      <div className={cn(SIDEBAR_BRAND_ROW_CLASS, isCollapsed && SIDEBAR_BRAND_ROW_COLLAPSED_CLASS)}>
        <Link to={paths.dashboard.href()} className={cn(SIDEBAR_BRAND_CLASS, 'focus-visible:outline-2 focus-visible:outline-brand-600')}>
          <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
            O
          </span>
          <span className={cn(isCollapsed && 'sr-only')}>
            Offer<span className="text-slate-900">pilot</span>
          </span>
        </Link>
      </div>

      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overflow-x-hidden px-3 pb-3">
        <nav aria-label={t('sidebar.main')}>
          <ul className="space-y-1">
            {NAV_ENTRIES.map(({ label: labelKey, to, icon: Icon, ...entry }) => {
              const label = t(labelKey);
              const hint = 'hint' in entry ? t(entry.hint) : null;
              return (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={'end' in entry}
                    title={isCollapsed ? [label, hint].filter(Boolean).join(' — ') : undefined}
                    aria-description={hint ?? undefined}
                    className={({ isActive }) => cn(itemClass(isCollapsed, isActive), hint && !isCollapsed && 'h-auto min-h-10 py-1.5')}
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0" />
                    {hint && !isCollapsed ? (
                      <span className="min-w-0">
                        <span className="block truncate">{label}</span>
                        {/* Wraps rather than cut: the key word ("French", "settings") comes last. */}
                        <span aria-hidden="true" className="block text-xs font-normal leading-snug text-slate-600">
                          {hint}
                        </span>
                      </span>
                    ) : (
                      <ItemLabel isCollapsed={isCollapsed}>{label}</ItemLabel>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>

        {!isCollapsed && user && <PlanPromo userId={user.id} />}

        <div className="mt-auto space-y-1">
          {user && <CreditsBadge userId={user.id} isCollapsed={isCollapsed} />}
          <SidebarButton
            icon={Gift}
            label={t('sidebar.freeCredits')}
            isCollapsed={isCollapsed}
            onClick={() => openSidebarDialog('credits')}
            onIntent={preloadDialogs}
          />
          <SidebarButton
            icon={Settings}
            label={t('sidebar.settings')}
            isCollapsed={isCollapsed}
            onClick={() => openSidebarDialog('settings')}
            onIntent={preloadDialogs}
          />
          <SidebarButton
            icon={CircleHelp}
            label={t('sidebar.help')}
            isCollapsed={isCollapsed}
            onClick={() => openSidebarDialog('help')}
            onIntent={preloadDialogs}
          />
          <NavLink
            to={paths.subscription.href()}
            title={isCollapsed ? t('sidebar.subscription') : undefined}
            className={({ isActive }) => itemClass(isCollapsed, isActive)}
          >
            <CreditCard aria-hidden="true" className="size-5 shrink-0" />
            <ItemLabel isCollapsed={isCollapsed}>{t('sidebar.subscription')}</ItemLabel>
          </NavLink>
          <SidebarButton
            icon={LogOut}
            label={signOut.isPending ? t('sidebar.loggingOut') : t('sidebar.logOut')}
            isCollapsed={isCollapsed}
            onClick={handleSignOut}
          />
        </div>
      </div>

      <div className={cn('flex items-center gap-3 border-t border-slate-200 p-3', isCollapsed && 'flex-col gap-2 px-0')}>
        <Avatar photoUrl={profile.data?.photo_url} firstName={firstName} />
        <div className={cn('min-w-0 flex-1', isCollapsed && 'sr-only')}>
          <p className="truncate text-sm font-semibold text-slate-900">{firstName || t('sidebar.welcome')}</p>
          {/* Long addresses are cut on screen; the hover title (and the accessible name) keep the whole address. */}
          <p className="truncate text-xs text-slate-500" title={user?.email} data-testid="sidebar-email">
            {user?.email}
          </p>
        </div>
        <button
          type="button"
          onClick={toggleCollapsed}
          aria-label={isCollapsed ? t('sidebar.expand') : t('sidebar.collapse')}
          aria-expanded={!isCollapsed}
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {isCollapsed ? <PanelLeftOpen aria-hidden="true" className="size-5" /> : <PanelLeftClose aria-hidden="true" className="size-5" />}
        </button>
      </div>

      {hasOpenedDialog && (
        <Suspense fallback={null}>
          <SidebarDialogs openDialog={openDialog} onOpenDialogChange={setOpenDialog} />
        </Suspense>
      )}
    </aside>
  );
}

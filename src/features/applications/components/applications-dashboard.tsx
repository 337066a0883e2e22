// The dashboard (docs/product.md#dashboard): tiles, toolbar, table or board, and the add/edit drawer.
// The drawer and the delete dialog are chunks of their own, fetched when the person points at or focuses something on
// the page (an intent to use it), never during the first load: on a slow phone their download and evaluation were
// a 200 ms long task right after the list appeared. Likewise what only a click needs or the first screen does not
// show: the CSV actions and the practised questions that came back (with the debrief and Coach session schemas, and
// zod, 30 KB gzip) render once the browser is idle after the list, the Paste a job dialog on its click, the board in
// its view.
import { Briefcase, ClipboardPaste, Ellipsis, FilterX, Plus, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { NARROW_SCREEN_QUERY } from '@/config/constants';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useApplications } from '@/data/applications/get-applications';
import { useAuth } from '@/data/auth/auth-context';
import { useProfile } from '@/data/profile/get-profile';
import { firstScreenText } from '@/i18n/first-screen';
import { cn } from '@/lib/cn';
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { useApplicationDrawer } from '../hooks/use-application-drawer';
import { useApplicationsTableModule } from '../hooks/use-applications-table-module';
import { useDashboardPreferences } from '../hooks/use-dashboard-preferences';
import { useIsIdle } from '../hooks/use-is-idle';
import { filterAndSort } from '../utils/filter-sort';
import { ApplicationsCards } from './applications-cards';
import { DashboardHeading } from './dashboard-first-screen';
import { DashboardToolbar } from './dashboard-toolbar';
import { SummaryTiles } from './summary-tiles';

const loadApplicationDrawer = () => import('./application-drawer');
const loadDeleteDialog = () => import('./delete-application-dialog');
// The board, only in its view (the table is the default; phones show cards).
const ApplicationsBoard = lazy(() => import('./applications-board').then((module) => ({ default: module.ApplicationsBoard })));
const ApplicationsCsvActions = lazy(() => import('./applications-csv-actions').then((module) => ({ default: module.ApplicationsCsvActions })));
const PractisedQuestionsBack = lazy(() => import('./practised-questions-back').then((module) => ({ default: module.PractisedQuestionsBack })));
const PasteJobDialog = lazy(() => import('./paste-job-dialog').then((module) => ({ default: module.PasteJobDialog })));
let hasPreloadedDialogs = false;
function preloadDialogs() {
  if (hasPreloadedDialogs) return;
  hasPreloadedDialogs = true;
  void loadApplicationDrawer();
  void loadDeleteDialog();
}
const ApplicationDrawer = lazy(() => loadApplicationDrawer().then((module) => ({ default: module.ApplicationDrawer })));
const DeleteApplicationDialog = lazy(() => loadDeleteDialog().then((module) => ({ default: module.DeleteApplicationDialog })));

function ListSkeleton() {
  const { t } = useTranslation('applications');
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4" aria-busy="true" aria-label={t('dashboard.loading')}>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

export function ApplicationsDashboard() {
  const { t, i18n } = useTranslation('applications');
  const applicationsQuery = useApplications();
  const { user } = useAuth();
  const profile = useProfile(user?.id);
  const preferences = useDashboardPreferences();
  const drawer = useApplicationDrawer();
  const isNarrowScreen = useMediaQuery(NARROW_SCREEN_QUERY);
  const tableModule = useApplicationsTableModule(!isNarrowScreen && preferences.view === 'table');
  const [toDelete, setToDelete] = useState<ApplicationWithInterviews | null>(null);
  const [isPasteOpen, setIsPasteOpen] = useState(false);
  const [isMoreOpen, setIsMoreOpen] = useState(false);
  const moreActionsId = useId();
  // The tiles and the list render the applications from a deferred copy: React renders them in the background, in
  // slices that leave the page responsive, rather than in one long task as the response lands (useSyncExternalStore,
  // under React Query, renders at once): on a phone that task was the dashboard's longest, ~250 ms at 4× slowdown.
  const applications = useDeferredValue(applicationsQuery.data);
  const isIdle = useIsIdle(applications !== undefined || applicationsQuery.isError);

  const visible = useMemo(
    () => (applications ? filterAndSort(applications, preferences.statusFilter, preferences.sort) : []),
    [applications, preferences.statusFilter, preferences.sort],
  );
  const { openEdit } = drawer;
  const actions = useMemo(() => ({ onEdit: openEdit, onDelete: setToDelete }), [openEdit]);
  const editedApplication = drawer.draft?.applicationId ? applications?.find((a) => a.id === drawer.draft?.applicationId) : undefined;

  function renderList() {
    if (applicationsQuery.isPending) return <ListSkeleton />;
    if (applicationsQuery.isError) {
      return (
        <ErrorAlert title={t('dashboard.loadError')}>
          <p>{applicationsQuery.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void applicationsQuery.refetch()} isPending={applicationsQuery.isFetching}>
            <RotateCcw aria-hidden="true" className="size-4" /> {t('tryAgain')}
          </Button>
        </ErrorAlert>
      );
    }
    if (!applications) return <ListSkeleton />;
    if (applications.length === 0) {
      return (
        <EmptyState
          icon={Briefcase}
          title={t('dashboard.empty.title')}
          description={t('dashboard.empty.description')}
          action={
            <Button onClick={drawer.openCreate}>
              <Plus aria-hidden="true" className="size-4" /> {t('dashboard.empty.action')}
            </Button>
          }
        />
      );
    }
    if (preferences.view === 'board') {
      return (
        <Suspense fallback={<ListSkeleton />}>
          <ApplicationsBoard applications={visible} />
        </Suspense>
      );
    }
    if (visible.length === 0) {
      return (
        <EmptyState
          icon={FilterX}
          title={t('dashboard.noMatch.title')}
          description={t('dashboard.noMatch.description')}
          action={
            <Button variant="secondary" onClick={preferences.checkAll}>
              {t('dashboard.noMatch.action')}
            </Button>
          }
        />
      );
    }
    // Phones get cards: a table's columns cannot fit 390 px without scrolling sideways.
    if (isNarrowScreen) return <ApplicationsCards applications={visible} actions={actions} />;
    if (!tableModule) return <ListSkeleton />;
    return <tableModule.ApplicationsTable applications={visible} actions={actions} />;
  }

  return (
    <div className="space-y-6" onPointerOver={preloadDialogs} onFocus={preloadDialogs} onTouchStart={preloadDialogs}>
      <DashboardHeading title={firstScreenText(i18n.language).dashboardTitle} />
      <SummaryTiles applications={applications} isPending={!applications} quietAfterDays={profile.data?.quiet_after_days} />
      {isIdle && (
        <Suspense fallback={null}>
          <PractisedQuestionsBack />
        </Suspense>
      )}
      {/* One row on a phone (issue #37: three rows pushed the first application below the fold): the view, Filter and
          Sort, More and +, icons with their names for screen readers; More shows the less-used actions on a row of
          their own. From 640 px up everything sits in the row with its name. */}
      <div className="flex flex-wrap items-center justify-between gap-2 sm:gap-3" data-testid="dashboard-toolbar">
        <DashboardToolbar
          view={preferences.view}
          onViewChange={preferences.setView}
          statusFilter={preferences.statusFilter}
          onToggleStatus={preferences.toggleStatus}
          onCheckAll={preferences.checkAll}
          onUncheckAll={preferences.uncheckAll}
          sort={preferences.sort}
          onSortChange={preferences.setSort}
          onClearSort={preferences.clearSort}
        />
        <div className="flex items-center gap-2 sm:order-last">
          <Button
            variant="secondary"
            size="icon"
            className="size-8 aria-expanded:bg-slate-100 sm:hidden"
            aria-expanded={isMoreOpen}
            aria-controls={moreActionsId}
            aria-label={t('toolbar.more')}
            title={t('toolbar.more')}
            onClick={() => setIsMoreOpen((isOpen) => !isOpen)}
          >
            <Ellipsis aria-hidden="true" className="size-4" />
          </Button>
          {/* A phone shows the + alone (the name stays for screen readers and as a hover title): the empty list's own
              button says it in words. */}
          <Button onClick={drawer.openCreate} title={t('dashboard.add')} className="max-sm:size-9 max-sm:px-0">
            <Plus aria-hidden="true" className="size-4" /> <span className="sr-only sm:not-sr-only">{t('dashboard.add')}</span>
          </Button>
        </div>
        <div id={moreActionsId} className={cn('basis-full flex-wrap items-center gap-2 sm:ml-auto sm:flex sm:basis-auto', isMoreOpen ? 'flex' : 'hidden')}>
          {(isIdle || isMoreOpen) && (
            <Suspense fallback={null}>
              <ApplicationsCsvActions applications={applications ? visible : undefined} />
            </Suspense>
          )}
          <Button variant="secondary" size="sm" onClick={() => setIsPasteOpen(true)}>
            <ClipboardPaste aria-hidden="true" className="size-4" /> {t('paste.open')}
          </Button>
        </div>
      </div>
      <div data-testid="applications-list">{renderList()}</div>
      <Suspense fallback={null}>
        {drawer.draft && (
          <ApplicationDrawer
            draft={drawer.draft}
            revision={drawer.revision}
            application={editedApplication}
            onClose={drawer.close}
            onTabChange={drawer.setActiveTab}
            onValuesChange={drawer.saveValues}
          />
        )}
        {isPasteOpen && (
          <PasteJobDialog
            applications={applications}
            onClose={() => setIsPasteOpen(false)}
            onRead={(job) => {
              setIsPasteOpen(false);
              drawer.openCreateWith(job);
            }}
          />
        )}
        {toDelete && <DeleteApplicationDialog application={toDelete} onClose={() => setToDelete(null)} />}
      </Suspense>
    </div>
  );
}

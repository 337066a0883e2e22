// The board: one column per status, sharing the page's width from 768 px up (all six at 1440 px; issue #37 saw 3½),
// 300 px on a phone. Drag a card to another column, or use its "Move to…" menu from the keyboard.
import { ArrowRightLeft, MoveHorizontal } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useMemo, useRef, useState, type CSSProperties, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Menu, MenuContent, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '@/components/ui/menu';
import { StatusDot, statusClasses } from '@/components/ui/status-badge';
import { APPLICATION_STATUSES, LAYOUT, type ApplicationStatus } from '@/config/constants';
import { paths } from '@/config/paths';
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { useUpdateApplicationStatus } from '@/data/applications/update-application-status';
import { cn } from '@/lib/cn';
import { useColumnsOutOfView } from '../hooks/use-columns-out-of-view';
import { useWindowedList } from '../hooks/use-windowed-list';
import { formatApplicationDate } from '../utils/format';
import { formatProgress, progressPercent } from '../utils/summary';

const DRAG_TYPE = 'application/x-offerpilot-application';
/** A card's height plus the 8 px gap, refined by measuring. */
const CARD_STRIDE = 96;
/**
 * Below 768 px: 300 px, leaving room for the next column to peek in, so the board visibly goes on. From 768 px up the
 * columns share the board's width, at least 160 px each (the board scrolls sideways below that).
 */
const PHONE_COLUMN_WIDTH = `min(${LAYOUT.boardColumn}px, 100vw - 8rem)`;
const COLUMN_CLASS = 'w-(--column-width) min-w-(--column-width) shrink-0 md:w-auto md:min-w-40 md:flex-1 md:basis-0';

function BoardCard({ application, onMove }: { application: ApplicationWithInterviews; onMove: (status: ApplicationStatus) => void }) {
  const { t } = useTranslation('applications');
  const label = `${application.company_name} – ${application.job_title}`;
  const percent = progressPercent(application.interviews.length, application.expected_interviews);
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ id: application.id, status: application.status }));
        event.dataTransfer.setData('text/plain', application.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="board-card"
      data-window-item=""
      data-application-id={application.id}
      className="group relative cursor-grab rounded-lg border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-300 hover:shadow"
    >
      {/* The name takes the card's width; the move menu sits under it, beside the date and progress. */}
      <Link
        to={paths.application.href(application.id)}
        className="block truncate rounded font-semibold text-slate-900 after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-brand-600"
        draggable={false}
        title={application.company_name}
      >
        {application.company_name}
      </Link>
      <p className="truncate text-sm text-slate-600" title={application.job_title}>
        {application.job_title}
      </p>
      <div className="mt-2 flex items-end justify-between gap-2">
        <p className="flex min-w-0 flex-wrap gap-x-2 text-xs text-slate-500">
          <span>{formatApplicationDate(application.application_date)}</span>
          <span>{t('board.progress', { progress: formatProgress(percent) })}</span>
        </p>
        <Menu>
          <MenuTrigger
            aria-label={t('board.move', { name: label })}
            className="relative z-10 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ArrowRightLeft aria-hidden="true" className="size-4" />
          </MenuTrigger>
          <MenuContent align="end" aria-label={t('board.moveTo')}>
            <MenuLabel>{t('board.moveToTitle')}</MenuLabel>
            <MenuRadioGroup value={application.status} onValueChange={(value) => onMove(value as ApplicationStatus)}>
              {APPLICATION_STATUSES.map((status) => (
                <MenuRadioItem key={status} value={status}>
                  <StatusDot status={status} />
                  {t(`status.${status}`)}
                </MenuRadioItem>
              ))}
            </MenuRadioGroup>
          </MenuContent>
        </Menu>
      </div>
    </li>
  );
}

export function ApplicationsBoard({ applications }: { applications: ApplicationWithInterviews[] }) {
  const { t } = useTranslation('applications');
  const updateStatus = useUpdateApplicationStatus();
  const [dropTarget, setDropTarget] = useState<ApplicationStatus | null>(null);
  const boardRef = useRef<HTMLDivElement | null>(null);
  const hiddenStatuses = useColumnsOutOfView(boardRef);
  const columns = useMemo(() => {
    const byStatus = new Map<ApplicationStatus, ApplicationWithInterviews[]>(APPLICATION_STATUSES.map((status) => [status, []]));
    for (const application of applications) byStatus.get(application.status)?.push(application);
    return byStatus;
  }, [applications]);

  function move(application: { id: string; status: ApplicationStatus }, status: ApplicationStatus) {
    if (application.status === status) return;
    updateStatus.mutate(
      { id: application.id, status },
      {
        onSuccess: () => toast.success(t('board.moved', { status: t(`status.${status}`) })),
        onError: (error) => toast.error(t('statusMenu.notChanged', { message: error.message })),
      },
    );
  }

  function handleDrop(event: DragEvent<HTMLElement>, status: ApplicationStatus) {
    event.preventDefault();
    setDropTarget(null);
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    if (!raw) return;
    try {
      const dragged = JSON.parse(raw) as { id: string; status: ApplicationStatus };
      move(dragged, status);
    } catch {
      // Not one of our cards.
    }
  }

  return (
    <div className="space-y-2">
      <BoardScrollHint hiddenStatuses={hiddenStatuses} />
      {/* Scrolls sideways inside its own area (never the page); focusable so the keyboard can scroll it too. */}
      <div ref={boardRef} className="flex gap-4 overflow-x-auto pb-4 md:gap-3" aria-label={t('board.region')} role="region" tabIndex={0}>
        {APPLICATION_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            cards={columns.get(status) ?? []}
            isDropTarget={dropTarget === status}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setDropTarget(status);
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(null);
            }}
            onDrop={(event) => handleDrop(event, status)}
            onMove={move}
          />
        ))}
      </div>
    </div>
  );
}

/** "Succeeded and Missed", "In progress, Succeeded and Missed" (no Intl.ListFormat: its first use costs a phone ~30 ms). */
function joinStatuses(statuses: ApplicationStatus[], t: TFunction<'applications'>): string {
  const labels = statuses.map((status) => t(`status.${status}`));
  return labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')}${t('board.listAnd')}${labels[labels.length - 1]}`;
}

/** Says which statuses are out of view, so columns past the edge are never a surprise. Its line is kept when empty, so the board does not move. */
function BoardScrollHint({ hiddenStatuses }: { hiddenStatuses: ApplicationStatus[] }) {
  const { t } = useTranslation('applications');
  return (
    <p className="flex min-h-5 items-center gap-1.5 text-sm text-slate-600" data-testid="board-scroll-hint">
      {hiddenStatuses.length > 0 && (
        <>
          <MoveHorizontal aria-hidden="true" className="size-4 shrink-0" />
          {t('board.scrollHint', { statuses: joinStatuses(hiddenStatuses, t) })}
        </>
      )}
    </p>
  );
}

interface BoardColumnProps {
  status: ApplicationStatus;
  cards: ApplicationWithInterviews[];
  isDropTarget: boolean;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDragLeave: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  onMove: (application: ApplicationWithInterviews, status: ApplicationStatus) => void;
}

/** One status column; a long column renders only the cards near its visible part. */
function BoardColumn({ status, cards, isDropTarget, onDragOver, onDragLeave, onDrop, onMove }: BoardColumnProps) {
  const { t } = useTranslation('applications');
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const windowed = useWindowedList({ count: cards.length, estimatedStride: CARD_STRIDE, listRef, scrollRef, threshold: 60, overscan: 4 });
  const headingId = `board-column-${status.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="board-column"
      data-status={status}
      style={{ '--column-width': PHONE_COLUMN_WIDTH } as CSSProperties}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        COLUMN_CLASS,
        'flex max-h-[70vh] flex-col rounded-xl border bg-slate-100/70 p-3 transition-colors',
        isDropTarget ? 'border-brand-400 bg-brand-50' : 'border-slate-200',
      )}
    >
      <h2 id={headingId} className="mb-3 flex items-center justify-between text-sm font-semibold text-slate-800">
        <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5', statusClasses(status))}>
          <StatusDot status={status} />
          {t(`status.${status}`)}
        </span>
        <span className="rounded-full bg-white px-2 text-xs text-slate-600" aria-label={t('board.count', { count: cards.length })}>
          {cards.length}
        </span>
      </h2>
      {cards.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-xs text-slate-500">{t('board.drop')}</p>
      ) : (
        <div ref={scrollRef} className="min-h-0 overflow-y-auto">
          {/* The padding stands for the cards above and below the rendered ones. */}
          <ul ref={listRef} className="flex flex-col gap-2" style={{ paddingTop: windowed.paddingTop, paddingBottom: windowed.paddingBottom }}>
            {cards.slice(windowed.start, windowed.end).map((application) => (
              <BoardCard key={application.id} application={application} onMove={(next) => onMove(application, next)} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

// The view switch, 'Filter by' and 'Sort by' menus of the dashboard.
import { ArrowDownWideNarrow, Filter, KanbanSquare, Table2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Menu, MenuCheckboxItem, MenuContent, MenuItem, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { StatusDot } from '@/components/ui/status-badge';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/config/constants';
import { cn } from '@/lib/cn';
import { isDefaultSort, SORT_FIELDS, type ApplicationSort, type DashboardView, type SortDirection } from '../utils/filter-sort';

const VIEWS = [
  { value: 'table', Icon: Table2 },
  { value: 'board', Icon: KanbanSquare },
] as const;
const SORT_DIRECTIONS = ['asc', 'desc'] as const;
const DIRECTION_ARROWS = { asc: '↑', desc: '↓' } as const;

interface DashboardToolbarProps {
  view: DashboardView;
  onViewChange: (view: DashboardView) => void;
  statusFilter: ApplicationStatus[];
  onToggleStatus: (status: ApplicationStatus, isChecked: boolean) => void;
  onCheckAll: () => void;
  onUncheckAll: () => void;
  sort: ApplicationSort;
  onSortChange: (sort: ApplicationSort) => void;
  onClearSort: () => void;
}

export function DashboardToolbar(props: DashboardToolbarProps) {
  const { view, onViewChange, statusFilter, onToggleStatus, onCheckAll, onUncheckAll, sort, onSortChange, onClearSort } = props;
  const { t } = useTranslation('applications');
  const isFiltered = statusFilter.length < APPLICATION_STATUSES.length;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label={t('toolbar.view')} className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
        {VIEWS.map(({ value, Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            title={t(`toolbar.${value}`)}
            onClick={() => onViewChange(value)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium sm:px-3 focus-visible:outline-2 focus-visible:outline-brand-600',
              view === value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {/* Phones show the icons alone (the names stay for screen readers and as a hover title), like Filter and
                Sort, so the toolbar is one row there. */}
            <span className="sr-only sm:not-sr-only">{t(`toolbar.${value}`)}</span>
          </button>
        ))}
      </div>

      <Menu>
        <MenuTrigger asChild>
          <Button variant="secondary" size="sm" className="max-sm:px-2.5" title={t('toolbar.filterBy')}>
            <Filter aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t('toolbar.filterBy')}</span>
            {isFiltered && (
              <span className="rounded-full bg-brand-100 px-1.5 text-xs text-brand-700">
                {statusFilter.length}/{APPLICATION_STATUSES.length}
              </span>
            )}
          </Button>
        </MenuTrigger>
        <MenuContent aria-label={t('toolbar.filterLabel')}>
          <MenuLabel>{t('toolbar.status')}</MenuLabel>
          {APPLICATION_STATUSES.map((status) => (
            <MenuCheckboxItem
              key={status}
              checked={statusFilter.includes(status)}
              onCheckedChange={(checked) => onToggleStatus(status, checked === true)}
              onSelect={(event) => event.preventDefault()}
            >
              <StatusDot status={status} />
              {t(`status.${status}`)}
            </MenuCheckboxItem>
          ))}
          <MenuSeparator />
          <MenuItem onSelect={(event) => (event.preventDefault(), onCheckAll())}>{t('toolbar.checkAll')}</MenuItem>
          <MenuItem onSelect={(event) => (event.preventDefault(), onUncheckAll())}>{t('toolbar.uncheckAll')}</MenuItem>
        </MenuContent>
      </Menu>

      <Menu>
        <MenuTrigger asChild>
          <Button variant="secondary" size="sm" className="max-sm:px-2.5" title={t('toolbar.sortBy')}>
            <ArrowDownWideNarrow aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t('toolbar.sortBy')}</span>
            {!isDefaultSort(sort) && (
              <span className="rounded-full bg-brand-100 px-1.5 text-xs text-brand-700">
                {t(`toolbar.sortFields.${sort.field}`)} {DIRECTION_ARROWS[sort.direction]}
              </span>
            )}
          </Button>
        </MenuTrigger>
        <MenuContent aria-label={t('toolbar.sortLabel')}>
          <MenuRadioGroup
            value={`${sort.field}:${sort.direction}`}
            onValueChange={(value) => {
              const [field, direction] = value.split(':') as [ApplicationSort['field'], SortDirection];
              onSortChange({ field, direction });
            }}
          >
            {SORT_FIELDS.map((field) => (
              <div key={field}>
                <MenuLabel>{t(`toolbar.sortFields.${field}`)}</MenuLabel>
                {SORT_DIRECTIONS.map((direction) => (
                  <MenuRadioItem key={direction} value={`${field}:${direction}`}>
                    {t(`toolbar.sortFields.${field}`)} {t(`toolbar.${direction}`)}
                  </MenuRadioItem>
                ))}
              </div>
            ))}
          </MenuRadioGroup>
          <MenuSeparator />
          <MenuItem onSelect={onClearSort} disabled={isDefaultSort(sort)}>
            <X aria-hidden="true" className="absolute left-2 size-4" />
            {t('toolbar.clearSort')}
          </MenuItem>
        </MenuContent>
      </Menu>
    </div>
  );
}

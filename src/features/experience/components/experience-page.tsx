// My Experience (docs/product.md#experience): experience cards with edit and delete, and the 'Experience' add button.
import { BriefcaseBusiness, CalendarRange, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteExperience } from '@/data/experiences/delete-experience';
import { useExperiences } from '@/data/experiences/get-experiences';
import type { Experience } from '@/data/experiences/types';
import { formatDate } from '@/i18n/format';
import { useExperienceDrawer } from '../hooks/use-experience-drawer';
import { ExperienceDrawer } from './experience-drawer';

function formatMonth(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  return year && month && day ? formatDate(new Date(year, month - 1, day), { month: 'short', year: 'numeric' }) : isoDate;
}

function ExperienceCard({ experience, onEdit, onDelete }: { experience: Experience; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('experience');
  const label = t('card.label', { jobTitle: experience.job_title, company: experience.company });
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="experience-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{experience.job_title}</h2>
          <p className="text-sm font-medium text-slate-700">{experience.company}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500">
            <CalendarRange aria-hidden="true" className="size-4 shrink-0" />
            {formatMonth(experience.start_date)} – {experience.current_job || !experience.end_date ? t('card.present') : formatMonth(experience.end_date)}
            {experience.current_job && (
              <span className="ml-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">{t('card.currentJob')}</span>
            )}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={t('card.editLabel', { name: label })} title={t('card.edit')} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('card.deleteLabel', { name: label })}
            title={t('card.delete')}
            className="hover:bg-red-50 hover:text-red-700"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      {experience.missions && <p className="mt-3 whitespace-pre-line text-sm leading-6 text-slate-700">{experience.missions}</p>}
    </li>
  );
}

export function ExperiencePage() {
  const { t } = useTranslation('experience');
  const experiencesQuery = useExperiences();
  const deleteExperience = useDeleteExperience();
  const drawer = useExperienceDrawer();
  const [toDelete, setToDelete] = useState<Experience | null>(null);

  function renderList() {
    if (experiencesQuery.isPending) {
      return (
        <div className="space-y-3" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      );
    }
    if (experiencesQuery.isError) {
      return (
        <ErrorAlert title={t('loadError')}>
          <p>{experiencesQuery.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void experiencesQuery.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" /> {t('tryAgain')}
          </Button>
        </ErrorAlert>
      );
    }
    if (experiencesQuery.data.length === 0) {
      return (
        <EmptyState
          icon={BriefcaseBusiness}
          title={t('empty.title')}
          description={t('empty.description')}
          action={
            <Button onClick={drawer.openNew}>
              <Plus aria-hidden="true" className="size-4" /> {t('empty.action')}
            </Button>
          }
        />
      );
    }
    return (
      <ul className="space-y-3">
        {experiencesQuery.data.map((experience) => (
          <ExperienceCard key={experience.id} experience={experience} onEdit={() => drawer.openEdit(experience)} onDelete={() => setToDelete(experience)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <Button onClick={drawer.openNew}>
          <Plus aria-hidden="true" className="size-4" /> {t('add')}
        </Button>
      </div>
      {renderList()}
      {drawer.draft && (
        <ExperienceDrawer key={drawer.draft.experienceId ?? 'new'} draft={drawer.draft} onClose={drawer.close} onValuesChange={drawer.saveValues} />
      )}
      <ConfirmDialog
        open={Boolean(toDelete)}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t('delete.title')}
        description={toDelete ? t('delete.description', { name: t('card.label', { jobTitle: toDelete.job_title, company: toDelete.company }) }) : ''}
        confirmLabel={t('card.delete')}
        pendingLabel={t('delete.pending')}
        isPending={deleteExperience.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          deleteExperience.mutate(toDelete.id, {
            onSuccess: () => {
              toast.success(t('delete.done'));
              setToDelete(null);
            },
            onError: (error) => toast.error(t('delete.failed', { message: error.message })),
          });
        }}
      />
    </div>
  );
}

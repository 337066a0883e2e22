// My Experience (spec §2): experience cards with edit and delete, and the 'Experience' add button.
import { BriefcaseBusiness, CalendarRange, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteExperience } from '@/data/experiences/delete-experience';
import { useExperiences } from '@/data/experiences/get-experiences';
import type { Experience } from '@/data/experiences/types';
import { ExperienceDrawer } from './experience-drawer';

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });

function formatMonth(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  return year && month && day ? monthFormat.format(new Date(year, month - 1, day)) : isoDate;
}

function ExperienceCard({ experience, onEdit, onDelete }: { experience: Experience; onEdit: () => void; onDelete: () => void }) {
  const label = `${experience.job_title} at ${experience.company}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="experience-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{experience.job_title}</h2>
          <p className="text-sm font-medium text-slate-700">{experience.company}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500">
            <CalendarRange aria-hidden="true" className="size-4 shrink-0" />
            {formatMonth(experience.start_date)} – {experience.current_job || !experience.end_date ? 'Present' : formatMonth(experience.end_date)}
            {experience.current_job && <span className="ml-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">Current job</span>}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} title="Edit" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} title="Delete" className="hover:bg-red-50 hover:text-red-700" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      {experience.missions && <p className="mt-3 whitespace-pre-line text-sm leading-6 text-slate-700">{experience.missions}</p>}
    </li>
  );
}

export function ExperiencePage() {
  const experiencesQuery = useExperiences();
  const deleteExperience = useDeleteExperience();
  const [editing, setEditing] = useState<Experience | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<Experience | null>(null);

  function renderList() {
    if (experiencesQuery.isPending) {
      return (
        <div className="space-y-3" aria-busy="true" aria-label="Loading experiences">
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      );
    }
    if (experiencesQuery.isError) {
      return (
        <ErrorAlert title="Your experiences could not be loaded">
          <p>{experiencesQuery.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void experiencesQuery.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" /> Try again
          </Button>
        </ErrorAlert>
      );
    }
    if (experiencesQuery.data.length === 0) {
      return (
        <EmptyState
          icon={BriefcaseBusiness}
          title="No experience yet"
          description="List the jobs you have held and what you achieved: you will reuse them in every interview."
          action={
            <Button onClick={() => setEditing(null)}>
              <Plus aria-hidden="true" className="size-4" /> Add your first experience
            </Button>
          }
        />
      );
    }
    return (
      <ul className="space-y-3">
        {experiencesQuery.data.map((experience) => (
          <ExperienceCard key={experience.id} experience={experience} onEdit={() => setEditing(experience)} onDelete={() => setToDelete(experience)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">My Experience</h1>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" className="size-4" /> Experience
        </Button>
      </div>
      {renderList()}
      <ExperienceDrawer experience={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={Boolean(toDelete)}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title="Delete this experience?"
        description={toDelete ? `“${toDelete.job_title} at ${toDelete.company}” will be deleted. This cannot be undone.` : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        isPending={deleteExperience.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          deleteExperience.mutate(toDelete.id, {
            onSuccess: () => {
              toast.success('Experience deleted');
              setToDelete(null);
            },
            onError: (error) => toast.error(`Not deleted: ${error.message}`),
          });
        }}
      />
    </div>
  );
}

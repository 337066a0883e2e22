// Open, Edit and Delete for one application: the last column of the table and the foot of a card.
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { cn } from '@/lib/cn';

export interface ApplicationActions {
  onEdit: (application: ApplicationWithInterviews) => void;
  onDelete: (application: ApplicationWithInterviews) => void;
}

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600';

/** How an application is named to assistive technology: "Company – Job title". */
export function describeApplication(application: Pick<ApplicationWithInterviews, 'company_name' | 'job_title'>): string {
  return `${application.company_name} – ${application.job_title}`;
}

export function ApplicationRowActions({ application, actions }: { application: ApplicationWithInterviews; actions: ApplicationActions }) {
  const { t } = useTranslation('applications');
  const name = describeApplication(application);
  return (
    <div className="flex items-center justify-end gap-1">
      <Link to={paths.application.href(application.id)} aria-label={t('rowActions.openLabel', { name })} title={t('rowActions.open')} className={iconButton}>
        <Eye aria-hidden="true" className="size-4" />
      </Link>
      <button
        type="button"
        onClick={() => actions.onEdit(application)}
        aria-label={t('rowActions.editLabel', { name })}
        title={t('rowActions.edit')}
        className={iconButton}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        onClick={() => actions.onDelete(application)}
        aria-label={t('rowActions.deleteLabel', { name })}
        title={t('rowActions.delete')}
        className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

// The applications list on phones (below 768 px): one card per application with company, job title, status chip,
// date, progress and the Open/Edit/Delete actions, so nothing needs sideways scrolling.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { useWindowedList } from '../hooks/use-windowed-list';
import { formatApplicationDate } from '../utils/format';
import { ApplicationProgress } from './application-progress';
import { ApplicationRowActions, describeApplication, type ApplicationActions } from './application-row-actions';
import { StatusChipMenu } from './status-chip-menu';

/** A card's height plus the 8 px gap, refined by measuring. */
const CARD_STRIDE = 150;

export function ApplicationsCards({ applications, actions }: { applications: ApplicationWithInterviews[]; actions: ApplicationActions }) {
  const { t } = useTranslation('applications');
  const listRef = useRef<HTMLUListElement | null>(null);
  const windowed = useWindowedList({ count: applications.length, estimatedStride: CARD_STRIDE, listRef });
  return (
    <ul
      ref={listRef}
      aria-label={t('list.label')}
      className="flex flex-col gap-2"
      style={{ paddingTop: windowed.paddingTop, paddingBottom: windowed.paddingBottom }}
    >
      {applications.slice(windowed.start, windowed.end).map((application) => (
        <li key={application.id} data-testid="application-card" data-window-item="" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="truncate font-semibold text-slate-900" title={application.company_name}>
            {application.company_name}
          </p>
          <p className="truncate text-sm text-slate-600" title={application.job_title}>
            {application.job_title}
          </p>
          <div className="mt-2 flex items-center justify-between gap-3">
            <StatusChipMenu applicationId={application.id} status={application.status} label={describeApplication(application)} />
            <ApplicationRowActions application={application} actions={actions} />
          </div>
          <div className="mt-2 flex items-center justify-between gap-3 text-sm text-slate-600">
            <time dateTime={application.application_date}>{formatApplicationDate(application.application_date)}</time>
            <ApplicationProgress application={application} />
          </div>
        </li>
      ))}
    </ul>
  );
}

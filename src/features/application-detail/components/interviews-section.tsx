// The application's interviews: date/time and name, a calendar download, edit, delete with confirmation, each one's
// debrief, and '+ Interview'.
import { CalendarDays, CalendarPlus, Pencil, Plus, RotateCcw, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { Application } from '@/data/applications/types';
import { useDeleteInterview } from '@/data/interviews/delete-interview';
import { useApplicationInterviews } from '@/data/interviews/get-application-interviews';
import type { Interview } from '@/data/interviews/types';
import { interviewSessionId } from '@/data/live-sessions/session-id';
import { formatDate } from '@/i18n/format';
import { downloadIcs, icsFileName, interviewToIcs } from '../utils/ics';
import { InterviewDebrief } from './interview-debrief';
import { InterviewDrawer } from './interview-drawer';
import { LiveSessionLinks } from './live-session-links';

const INTERVIEW_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };

function downloadInterviewIcs(interview: Interview, application: Application) {
  const content = interviewToIcs(interview, { companyName: application.company_name, jobTitle: application.job_title });
  downloadIcs(content, icsFileName([application.company_name, interview.name]));
}

export function InterviewsSection({ application, debriefInterviewId }: { application: Application; debriefInterviewId: string | null }) {
  const { t } = useTranslation('application-detail');
  const interviewsQuery = useApplicationInterviews(application.id);
  const deleteInterview = useDeleteInterview();
  /** The drawer: undefined = closed, null = a new interview, an interview = editing it. */
  const [editing, setEditing] = useState<Interview | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<Interview | null>(null);

  function renderList() {
    if (interviewsQuery.isPending) {
      return (
        <div className="space-y-2" aria-busy="true" aria-label={t('interviews.loading')}>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      );
    }
    if (interviewsQuery.isError) {
      return (
        <ErrorAlert title={t('interviews.loadError')}>
          <p>{interviewsQuery.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void interviewsQuery.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" /> {t('tryAgain')}
          </Button>
        </ErrorAlert>
      );
    }
    if (interviewsQuery.data.length === 0) {
      return <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">{t('interviews.empty')}</div>;
    }
    return (
      <ul className="space-y-2" aria-label={t('interviews.title')}>
        {interviewsQuery.data.map((interview) => (
          <li key={interview.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="interview-item">
            {/* Only the name shares its row with the three icons: on a phone the date, the people and the links below
                use the card's whole width. */}
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 pt-1.5 font-semibold text-slate-900">{interview.name}</p>
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('interviews.addToCalendarLabel', { name: interview.name })}
                  title={t('interviews.addToCalendar')}
                  onClick={() => downloadInterviewIcs(interview, application)}
                >
                  <CalendarPlus aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('interviews.editLabel', { name: interview.name })}
                  title={t('interviews.edit')}
                  onClick={() => setEditing(interview)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('interviews.deleteLabel', { name: interview.name })}
                  title={t('interviews.delete')}
                  className="hover:bg-red-50 hover:text-red-700"
                  onClick={() => setToDelete(interview)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </div>
            <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <span>
                <time dateTime={interview.date}>{formatDate(interview.date, INTERVIEW_DATE)}</time>
                <span className="text-slate-400"> · </span>
                {t('interviews.duration', { minutes: interview.duration })}
              </span>
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <Users aria-hidden="true" className="size-4 text-slate-400" /> {interview.interviewer_names}
            </p>
            {interview.additional_info && <p className="mt-2 whitespace-pre-line text-sm text-slate-600">{interview.additional_info}</p>}
            <LiveSessionLinks sessionId={interviewSessionId(interview.id)} subjectName={interview.name} className="mt-3" />
            <InterviewDebrief interview={interview} shouldWrite={interview.id === debriefInterviewId} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="interviews-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="interviews-heading" className="text-lg font-semibold text-slate-900">
          {t('interviews.title')}
          {application.expected_interviews != null && interviewsQuery.data && (
            <span className="ml-2 text-sm font-normal text-slate-500">
              {t('interviews.expected', { recorded: interviewsQuery.data.length, expected: application.expected_interviews })}
            </span>
          )}
        </h2>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" className="size-4" /> {t('interviews.add')}
        </Button>
      </div>
      {renderList()}
      <InterviewDrawer applicationId={application.id} interview={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={Boolean(toDelete)}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t('interviews.deleteTitle')}
        description={toDelete ? t('interviews.deleteDescription', { name: toDelete.name }) : ''}
        confirmLabel={t('interviews.delete')}
        pendingLabel={t('interviews.deleting')}
        isPending={deleteInterview.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          deleteInterview.mutate(
            { id: toDelete.id, applicationId: application.id },
            {
              onSuccess: () => {
                toast.success(t('interviews.deleted'));
                setToDelete(null);
              },
              onError: (error) => toast.error(t('interviews.notDeleted', { message: error.message })),
            },
          );
        }}
      />
    </section>
  );
}

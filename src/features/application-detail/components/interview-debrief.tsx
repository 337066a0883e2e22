// An interview's debrief (issue #30): written by the AI gateway from the interview's own Copilot sessions (one
// question), then the person's to edit; the outcome of the interview; "Drill these" opens the Coach on the interview
// with the questions heard ticked first. Offered once the interview has begun or its Copilot sessions heard a question
// (before, there is nothing to debrief). `shouldWrite` (arriving from a Copilot session that ended) writes it once
// when none is saved yet and a question was heard. The thank-you email is signed with the person's first name.
import { GraduationCap, NotebookPen, Pencil, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { firstNameOf, useAuth } from '@/data/auth/auth-context';
import { useSubjectCoachSessions } from '@/data/coach-sessions/get-subject-coach-sessions';
import { useInterviewDebrief } from '@/data/debriefs/get-interview-debrief';
import { useHasHeardQuestion } from '@/data/debriefs/has-heard-question';
import { useWriteDebrief } from '@/data/debriefs/write-debrief';
import type { Interview } from '@/data/interviews/types';
import { interviewSessionId } from '@/data/live-sessions/session-id';
import { coachHref } from '@/data/live-sessions/session-links';
import { useProfile } from '@/data/profile/get-profile';
import { describeAiFailure } from '@/lib/ai-failures';
import { toast } from '@/lib/toast';
import { DebriefForm } from './debrief-form';
import { DebriefOutcome } from './debrief-outcome';

// A written debrief cites the record (cited-answer and its check): loaded when one is shown, not with the page.
const DebriefView = lazy(() => import('./debrief-view').then((module) => ({ default: module.DebriefView })));

const linkClass =
  'inline-flex h-8 items-center gap-1.5 rounded-lg bg-brand-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function InterviewDebrief({ interview, shouldWrite = false }: { interview: Interview; shouldWrite?: boolean }) {
  const { t } = useTranslation('application-detail');
  const { user } = useAuth();
  const profile = useProfile(user?.id);
  const sessionId = interviewSessionId(interview.id);
  const debrief = useInterviewDebrief(interview.id);
  const coachSessions = useSubjectCoachSessions(sessionId);
  const heard = useHasHeardQuestion(interview.id);
  const write = useWriteDebrief();
  const [isEditing, setIsEditing] = useState(false);
  const [isRewriteOpen, setIsRewriteOpen] = useState(false);
  const language = profile.data?.interview_language ?? 'en';
  const signature = firstNameOf(user).trim() || t('debrief.thankYou.yourName');
  const headingId = `debrief-${interview.id}`;
  // When the page opened: an interview that begins while it is open is offered on the next visit.
  const [openedAt] = useState(() => Date.now());
  const isOffered = heard.data === true || Date.parse(interview.date) <= openedAt;

  const handleWrite = () => write.mutate({ interviewId: interview.id, language, signature }, { onSuccess: () => toast.success(t('debrief.written')) });
  const hasAutoWritten = useRef(false);
  const isReadyToWrite = shouldWrite && heard.data === true && debrief.isSuccess && !debrief.data && profile.isSuccess;
  useEffect(() => {
    if (!isReadyToWrite || hasAutoWritten.current) return;
    hasAutoWritten.current = true;
    write.mutate({ interviewId: interview.id, language, signature }, { onSuccess: () => toast.success(t('debrief.written')) });
  }, [isReadyToWrite, write, interview.id, language, signature, t]);

  function renderBody() {
    if (debrief.isPending) return <Skeleton className="h-10 w-full" />;
    if (debrief.isError) {
      return (
        <ErrorAlert title={t('debrief.loadError')}>
          <p>{debrief.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void debrief.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" /> {t('tryAgain')}
          </Button>
        </ErrorAlert>
      );
    }
    if (!debrief.data) return <p className="text-sm text-slate-600">{t(isOffered ? 'debrief.none' : 'debrief.notYet')}</p>;
    if (isEditing) return <DebriefForm debrief={debrief.data} onDone={() => setIsEditing(false)} />;
    return (
      <Suspense fallback={<Skeleton className="h-24 w-full" />}>
        <DebriefView debrief={debrief.data} coachSessions={coachSessions.data ?? []} interviewerNames={interview.interviewer_names} />
      </Suspense>
    );
  }

  const failure = write.isError ? describeAiFailure(write.error) : null;
  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-3 border-t border-slate-100 pt-3">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <NotebookPen aria-hidden="true" className="size-4 text-brand-600" /> {t('debrief.title')}
      </h3>
      {failure && <ErrorAlert title={t('debrief.notWritten')}>{failure.detail || failure.title}</ErrorAlert>}
      {write.isPending ? (
        <p className="text-sm text-slate-600" role="status">
          {t('debrief.writing')}
        </p>
      ) : (
        renderBody()
      )}
      {!isEditing && !write.isPending && debrief.isSuccess && (debrief.data || isOffered) && (
        <div className="flex flex-wrap items-end gap-2">
          <Button
            size="sm"
            variant={debrief.data ? 'secondary' : 'primary'}
            onClick={debrief.data ? () => setIsRewriteOpen(true) : handleWrite}
            title={t('debrief.costs')}
          >
            <NotebookPen aria-hidden="true" className="size-4" /> {debrief.data ? t('debrief.rewrite') : t('debrief.write')}
          </Button>
          {debrief.data && (
            <>
              <Button size="sm" variant="secondary" onClick={() => setIsEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" /> {t('debrief.edit')}
              </Button>
              {debrief.data.questions.length > 0 && (
                <Link to={coachHref(sessionId, 'debrief')} className={linkClass} aria-label={t('debrief.drillLabel', { name: interview.name })}>
                  <GraduationCap aria-hidden="true" className="size-4" /> {t('debrief.drill')}
                </Link>
              )}
              <DebriefOutcome debrief={debrief.data} />
            </>
          )}
        </div>
      )}
      <ConfirmDialog
        open={isRewriteOpen}
        onOpenChange={setIsRewriteOpen}
        title={t('debrief.rewriteTitle')}
        description={t('debrief.rewriteDescription')}
        confirmLabel={t('debrief.rewrite')}
        cancelLabel={t('debrief.form.cancel')}
        onConfirm={() => {
          setIsRewriteOpen(false);
          handleWrite();
        }}
      />
    </section>
  );
}

// Application detail (docs/product.md#application-detail): back link, title with the posting link, status badge, facts (source included), resume, interviews and follow-up.
import { ArrowLeft, ExternalLink, FileQuestion, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { isHttpUrl } from '@/data/applications/application-values';
import { useApplication } from '@/data/applications/get-application';
import type { Application } from '@/data/applications/types';
import { applicationSessionId } from '@/data/live-sessions/session-id';
import { formatDate as formatLocalDate } from '@/i18n/format';
import { FollowUpSection } from './follow-up-section';
import { InterviewsSection } from './interviews-section';
import { LiveSessionLinks } from './live-session-links';
import { ResumeLink } from './resume-link';

function formatDate(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  return year && month && day ? formatLocalDate(new Date(year, month - 1, day), { dateStyle: 'long' }) : isoDate;
}

/** Where the job was found (set in the drawer, by Paste a job, the extension or a CSV), in the tracker's words. */
function SourceFact({ source }: { source: Application['source'] }) {
  const { t } = useTranslation('application-detail');
  const { t: tApplications } = useTranslation('applications');
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('source')}</dt>
      <dd className={source ? 'mt-1 text-slate-900' : 'mt-1 text-slate-500'}>{source ? tApplications(`sources.${source}`) : t('sourceNone')}</dd>
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('application-detail');
  return (
    <Link
      to={paths.dashboard.href()}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('back')}
    </Link>
  );
}

export interface ApplicationDetailProps {
  applicationId: string;
  debriefInterviewId?: string | null;
  /** Edit and Delete for the loaded application, composed in by the route (they belong to the tracker). */
  renderActions?: (application: Application) => ReactNode;
}

export function ApplicationDetail({ applicationId, debriefInterviewId = null, renderActions }: ApplicationDetailProps) {
  const { t } = useTranslation('application-detail');
  const applicationQuery = useApplication(applicationId);

  if (applicationQuery.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label={t('loading')}>
        <BackLink />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (applicationQuery.isError) {
    return (
      <div className="space-y-4">
        <BackLink />
        <h1 className="sr-only">{t('application')}</h1>
        <ErrorAlert title={t('loadError')}>
          <p>{applicationQuery.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void applicationQuery.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" /> {t('tryAgain')}
          </Button>
        </ErrorAlert>
      </div>
    );
  }
  const application = applicationQuery.data;
  if (!application) {
    return (
      <div className="space-y-4">
        <BackLink />
        <h1 className="sr-only">{t('notFound.title')}</h1>
        <EmptyState
          icon={FileQuestion}
          title={t('notFound.title')}
          description={t('notFound.description')}
          action={
            <Link
              to={paths.dashboard.href()}
              className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('notFound.action')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink />
        {renderActions?.(application)}
      </div>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          {application.job_link && isHttpUrl(application.job_link) ? (
            <a
              href={application.job_link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {application.job_title}
              <ExternalLink aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('jobPosting')}</span>
            </a>
          ) : (
            application.job_title
          )}
        </h1>
        <StatusBadge status={application.status} className="text-sm" />
        <LiveSessionLinks
          sessionId={applicationSessionId(application.id)}
          subjectName={`${application.company_name} - ${application.job_title}`}
          className="w-full sm:ml-auto sm:w-auto"
        />
      </header>
      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('company')}</dt>
          <dd className="mt-1 font-medium text-slate-900">{application.company_name}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('applicationDate')}</dt>
          <dd className="mt-1 text-slate-900">
            <time dateTime={application.application_date}>{formatDate(application.application_date)}</time>
          </dd>
        </div>
        <SourceFact source={application.source} />
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('resume')}</dt>
          <dd className="mt-1">
            <ResumeLink path={application.resume_file} name={application.resume_name} />
          </dd>
        </div>
      </dl>
      <InterviewsSection application={application} debriefInterviewId={debriefInterviewId} />
      <FollowUpSection application={application} />
      {application.job_offer_content && (
        <section aria-labelledby="job-offer-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="job-offer-heading" className="text-lg font-semibold text-slate-900">
            {t('jobOffer')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-sm leading-6 text-slate-700">{application.job_offer_content}</p>
        </section>
      )}
    </div>
  );
}

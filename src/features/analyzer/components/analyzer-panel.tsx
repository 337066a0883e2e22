// The Analyzer on the application page: locked for free plans; otherwise Analyze fit, its progress, errors and the saved analysis.
import { RotateCcw, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAnalysis } from '@/data/analyses/get-analysis';
import { useApplication } from '@/data/applications/get-application';
import type { Application } from '@/data/applications/types';
import { useAuth } from '@/data/auth/auth-context';
import { effectivePlan, useSubscription } from '@/data/subscriptions/get-subscription';
import { useAnalyzeFit } from '../hooks/use-analyze-fit';

import { describeAnalysisError } from '../utils/describe-analysis-error';
import { AiErrorBoundary } from '@/components/ai-error-boundary';
import { AnalysisReport } from './analysis-report';
import { AnalyzerLocked } from './analyzer-locked';

function PanelShell({ action, children }: { action?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('analyzer');
  return (
    <section aria-labelledby="fit-analysis-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="fit-analysis-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Sparkles aria-hidden="true" className="size-5 text-brand-600" />
            {t('panel.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('panel.description')}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function SavedAnalysis({ applicationId, emptyText }: { applicationId: string; emptyText: string | null }) {
  const { t } = useTranslation('analyzer');
  const analysisQuery = useAnalysis(applicationId);
  if (analysisQuery.isPending) {
    return (
      <div aria-busy="true" aria-label={t('panel.loadingSaved')} className="space-y-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (analysisQuery.isError) {
    return (
      <ErrorAlert title={t('panel.savedError')}>
        <p>{analysisQuery.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void analysisQuery.refetch()}>
          <RotateCcw aria-hidden="true" className="size-4" /> {t('panel.tryAgain')}
        </Button>
      </ErrorAlert>
    );
  }
  const analysis = analysisQuery.data;
  if (!analysis) return emptyText ? <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">{emptyText}</p> : null;
  return (
    <AiErrorBoundary resetKey={analysis.updated_at} fallback={<ErrorAlert title={t('panel.displayError')}>{t('panel.displayErrorHint')}</ErrorAlert>}>
      <AnalysisReport analysis={analysis} />
    </AiErrorBoundary>
  );
}

function AnalyzerWorkspace({ application }: { application: Application }) {
  const { t } = useTranslation('analyzer');
  const analysisQuery = useAnalysis(application.id);
  const { analyze, step } = useAnalyzeFit(application);
  const problem = analyze.isError ? describeAnalysisError(analyze.error) : null;
  const hasAnalysis = Boolean(analysisQuery.data);

  const action = (
    <Button
      variant={hasAnalysis ? 'secondary' : 'primary'}
      isPending={analyze.isPending}
      pendingLabel={t('panel.analyzingButton')}
      disabled={analysisQuery.isPending}
      onClick={() => analyze.mutate()}
    >
      {hasAnalysis ? <RotateCcw aria-hidden="true" className="size-4" /> : <Sparkles aria-hidden="true" className="size-4" />}
      {hasAnalysis ? t('panel.analyzeAgain') : t('panel.analyze')}
    </Button>
  );

  return (
    <PanelShell action={action}>
      <div className="space-y-4">
        {analyze.isPending && step && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner label={t('panel.analyzing')} />
            <span role="status">{t(`steps.${step}`)}</span>
          </p>
        )}
        {problem && (
          <ErrorAlert title={problem.title}>
            <p>{problem.message}</p>
            {problem.kind === 'plan' && (
              <Link to={paths.subscription.href()} className="mt-1 inline-block font-medium underline focus-visible:outline-2 focus-visible:outline-brand-600">
                {t('panel.seePlans')}
              </Link>
            )}
          </ErrorAlert>
        )}
        <SavedAnalysis applicationId={application.id} emptyText={t('panel.notAnalyzed')} />
      </div>
    </PanelShell>
  );
}

export function AnalyzerPanel({ applicationId }: { applicationId: string }) {
  // Also waits for the applications catalogue, where the shared AI failure texts are.
  const { t } = useTranslation(['analyzer', 'applications']);
  const { user } = useAuth();
  const applicationQuery = useApplication(applicationId);
  const subscriptionQuery = useSubscription(user?.id);
  const application = applicationQuery.data;

  // The detail screen above shows loading, errors and "not found" for the application itself.
  if (!application) return null;
  if (subscriptionQuery.isPending) {
    return (
      <PanelShell>
        <Skeleton className="h-24 w-full" />
      </PanelShell>
    );
  }
  if (subscriptionQuery.isError) {
    return (
      <PanelShell>
        <ErrorAlert title={t('panel.planError')}>
          <p>{subscriptionQuery.error.message || t('panel.planErrorFallback')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void subscriptionQuery.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" /> {t('panel.tryAgain')}
          </Button>
        </ErrorAlert>
      </PanelShell>
    );
  }
  if (effectivePlan(subscriptionQuery.data) === 'free') {
    // An analysis saved while on a paid plan stays readable; only a new one needs the plan.
    return (
      <PanelShell>
        <div className="space-y-4">
          <AnalyzerLocked />
          <SavedAnalysis applicationId={application.id} emptyText={null} />
        </div>
      </PanelShell>
    );
  }
  return <AnalyzerWorkspace application={application} />;
}

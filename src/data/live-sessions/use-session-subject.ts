// What the live session is about, for the Copilot and the Coach: the options of the selector, the selected one, its
// application and interview, with the applications' loading and error states. The selection is the session id.
import { t } from 'i18next';
import { useMemo, useState } from 'react';
import { useApplications } from '@/data/applications/get-applications';
import { DEMO_SESSION_ID, type SessionOption } from './session-id';
import { buildSessionOptions } from './session-options';

export function useSessionSubject(initialSessionId: string | null = null) {
  const applications = useApplications();
  const options = useMemo(() => buildSessionOptions(applications.data ?? []), [applications.data]);
  const [sessionId, select] = useState(initialSessionId ?? '');
  const option = options.find((candidate) => candidate.value === sessionId) ?? null;
  const application = (applications.data ?? []).find((candidate) => candidate.id === option?.applicationId) ?? null;
  const interview = application?.interviews?.find((candidate) => candidate.id === option?.interviewId) ?? null;
  return {
    options,
    /** '' until something is selected. */
    sessionId,
    select,
    option,
    application,
    interview,
    isPending: applications.isPending,
    error: applications.isError ? applications.error : null,
    retry: () => void applications.refetch(),
    /** How a stored session id reads: its option, the demo, or an application deleted since. */
    labelFor: (id: string) =>
      options.find((candidate) => candidate.value === id)?.label ??
      (id === DEMO_SESSION_ID ? t('applications:liveSession.demoMode') : t('applications:liveSession.deletedApplication')),
  };
}

/** The line under a live feature's heading: the subject while the session runs, else the feature's tagline. */
export function sessionTitle(option: SessionOption | null, isLive: boolean, tagline: string): string {
  if (!isLive || !option) return tagline;
  return option.type === 'demo' ? t('applications:liveSession.demoTitle') : option.label;
}

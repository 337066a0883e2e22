// After a Copilot session on an interview ends: the way to its debrief (issue #30) on the interview's page, which
// writes it from the session's questions and answers. Only when the session heard a question: a Start that failed at
// once leaves nothing to debrief.
import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useHasHeardQuestion } from '@/data/debriefs/has-heard-question';
import type { SessionOption } from '@/data/live-sessions/session-id';

export function DebriefInvite({ option }: { option: SessionOption | undefined }) {
  const { t } = useTranslation('copilot');
  const heard = useHasHeardQuestion(option?.type === 'interview' ? (option.interviewId ?? null) : null);
  if (!option || option.type !== 'interview' || !option.applicationId || !option.interviewId || heard.data !== true) return null;
  const href = `${paths.application.href(option.applicationId)}?${new URLSearchParams({ debrief: option.interviewId }).toString()}`;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-800">
      <p className="min-w-0 flex-1">{t('debriefInvite.text', { name: option.label })}</p>
      <Link
        to={href}
        className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-brand-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <NotebookPen aria-hidden="true" className="size-4" /> {t('debriefInvite.action')}
      </Link>
    </div>
  );
}

// The way into a live session from an application's or an interview's page: rehearse it with the Coach, or open the
// Copilot on it. Both open with the subject preselected; the accessible names say which subject.
import { GraduationCap, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { coachHref, copilotHref } from '@/data/live-sessions/session-links';
import { cn } from '@/lib/cn';

const linkClass =
  'inline-flex min-h-8 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1 text-left text-sm font-medium leading-tight text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function LiveSessionLinks({ sessionId, subjectName, className }: { sessionId: string; subjectName: string; className?: string }) {
  const { t } = useTranslation('application-detail');
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Link to={coachHref(sessionId)} className={linkClass} aria-label={t('liveLinks.coachLabel', { name: subjectName })}>
        <GraduationCap aria-hidden="true" className="size-4 shrink-0" /> {t('liveLinks.coach')}
      </Link>
      <Link to={copilotHref(sessionId)} className={linkClass} aria-label={t('liveLinks.copilotLabel', { name: subjectName })}>
        <Sparkles aria-hidden="true" className="size-4 shrink-0" /> {t('liveLinks.copilot')}
      </Link>
    </div>
  );
}

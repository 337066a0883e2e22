// On the dashboard (issue #30): the questions practised with the Coach that an interview then asked, with how that
// round went. Shown only once one came back.
import { Repeat } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/data/auth/auth-context';
import { useCoachSessions } from '@/data/coach-sessions/get-coach-sessions';
import { useDebriefs } from '@/data/debriefs/get-debriefs';
import { practisedQuestionsBack } from '../utils/practised-questions';

export function PractisedQuestionsBack() {
  const { t } = useTranslation('applications');
  const { user } = useAuth();
  const debriefs = useDebriefs();
  const coachSessions = useCoachSessions(user?.id);
  const back = useMemo(() => practisedQuestionsBack(debriefs.data ?? [], coachSessions.data ?? []), [debriefs.data, coachSessions.data]);
  if (back.length === 0) return null;
  return (
    <section aria-labelledby="practised-back-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="practised-back-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Repeat aria-hidden="true" className="size-4 text-brand-600" /> {t('practisedBack.title', { count: back.length })}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {back.map((item) => (
          <li key={`${item.applicationId}-${item.interviewName}-${item.question}`} className="flex flex-wrap gap-x-2">
            <span className="font-medium text-slate-900">{item.question}</span>
            <Link
              to={paths.application.href(item.applicationId)}
              className="text-slate-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {item.outcome
                ? t('practisedBack.inWithOutcome', { name: item.interviewName, outcome: t(`practisedBack.outcome.${item.outcome}`) })
                : t('practisedBack.in', { name: item.interviewName })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

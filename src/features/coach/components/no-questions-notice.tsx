// On the start screen of a free plan with no question left this month: the Coach could not answer (each answer's
// feedback uses a question), so it says so before Start, with the way to upgrade, as the sidebar's red badge does.
import { CircleSlash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FREE_MONTHLY_QUESTIONS } from '@/config/constants';
import { paths } from '@/config/paths';

export function NoQuestionsNotice({ monthlyLimit = FREE_MONTHLY_QUESTIONS }: { monthlyLimit?: number }) {
  const { t } = useTranslation('coach');
  return (
    <section aria-labelledby="coach-no-questions" className="flex gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <CircleSlash aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-2">
        <h2 id="coach-no-questions" className="text-base font-semibold">
          {t('selector.noQuestions.title')}
        </h2>
        <p>{t('selector.noQuestions.description', { limit: monthlyLimit })}</p>
        <Link
          to={paths.subscription.href()}
          className="inline-flex min-h-9 items-center rounded-lg bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('selector.noQuestions.upgrade')}
        </Link>
      </div>
    </section>
  );
}

// The sidebar's plan area: the Plus promo for people on Free, the plan in force (and where to manage it) for paid ones.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCredits } from '@/data/credits/get-credits';

const PLAN_NAMES: Record<string, string> = { plus: 'Plus', flash: 'Flash' };

export function PlanPromo({ userId }: { userId: string }) {
  // ai_credits() names the plan in force, as the server computes it from every subscription of the person.
  const { t } = useTranslation();
  const credits = useCredits(userId);
  if (!credits.data) return null;
  const paidPlan = PLAN_NAMES[credits.data.plan_type];
  if (paidPlan) {
    return (
      <section aria-label={t('planPromo.yourPlan')} className="rounded-xl border border-brand-200 bg-brand-50 p-4">
        <p className="text-sm font-semibold text-brand-800">Offerpilot {paidPlan}</p>
        <p className="mt-1 text-xs leading-snug text-slate-700">{t('planPromo.active')}</p>
        <Link
          to={paths.subscription.href()}
          className="mt-3 inline-flex h-8 items-center rounded-lg border border-brand-300 bg-white px-3 text-sm font-semibold text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('planPromo.manage')}
        </Link>
      </section>
    );
  }
  return (
    <section aria-label="Offerpilot Plus" className="rounded-xl bg-gradient-to-br from-brand-600 to-brand-700 p-4 text-white">
      <p className="text-sm font-medium leading-snug">{t('planPromo.pitch')}</p>
      <Link
        to={paths.subscription.href()}
        className="mt-3 inline-flex h-8 items-center rounded-lg bg-white px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('planPromo.tryPlus')}
      </Link>
    </section>
  );
}

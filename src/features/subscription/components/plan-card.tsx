// One plan on the plans page: price and features, then what the person can do with it given the plan in force.
import { FREE_MONTHLY_QUESTIONS } from '@/config/constants';
import { formatDate, formatPrice } from '@/i18n/format';
import { useTranslation } from 'react-i18next';
import { Check, CircleCheck, Settings2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PlanType, Subscription } from '@/data/subscriptions/get-subscription';
import { cn } from '@/lib/cn';
import { PLAN_NAMES, type PlanCard as Plan } from '@/features/subscription/utils/plans';

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

interface PlanCardProps {
  plan: Plan;
  /** The plan in force. */
  current: PlanType;
  /** The person's running subscription of this plan, when they pay for it. */
  running: Subscription | undefined;
  isStarting: boolean;
  isOpeningPortal: boolean;
  onStart: (plan: Plan) => void;
  onManage: (plan: Exclude<PlanType, 'free'>) => void;
}

function PeriodNote({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('subscription');
  if (!subscription.current_period_end) return null;
  return (
    <p className="mt-4 text-sm text-slate-600">
      {subscription.cancel_at_period_end ? t('card.endsOn') : t('card.renewsOn')}
      {formatDate(subscription.current_period_end, LONG_DATE)}
    </p>
  );
}

export function PlanCard({ plan, current, running, isStarting, isOpeningPortal, onStart, onManage }: PlanCardProps) {
  const { t } = useTranslation('subscription');
  const isCurrent = plan.id === current;
  const manageButton = plan.id !== 'free' && running && (
    <Button
      className="w-full"
      variant="secondary"
      isPending={isOpeningPortal}
      pendingLabel={t('card.opening')}
      onClick={() => onManage(plan.id as Exclude<PlanType, 'free'>)}
    >
      <Settings2 aria-hidden="true" className="size-4" /> {t('card.manage')}
    </Button>
  );

  function action() {
    if (isCurrent) {
      return (
        <div className="space-y-2">
          <Button className="w-full" variant="secondary" disabled>
            <CircleCheck aria-hidden="true" className="size-4" /> {t('card.current')}
          </Button>
          {manageButton}
        </div>
      );
    }
    if (plan.id === 'free') return <p className="text-sm text-slate-600">{t('card.backToFree')}</p>;
    // A second paid plan on top of a running one would only be paid twice: Plus and Flash unlock the same features.
    if (running) {
      return (
        <div className="space-y-2">
          <p className="text-sm text-amber-800">{t('card.alsoPaying', { plan: plan.name, current: PLAN_NAMES[current] })}</p>
          {manageButton}
        </div>
      );
    }
    if (current !== 'free') return <p className="text-sm text-slate-600">{t('card.included', { current: PLAN_NAMES[current] })}</p>;
    return (
      <Button className="w-full" isPending={isStarting} pendingLabel={t('card.processing')} onClick={() => onStart(plan)}>
        {t('card.start')}
      </Button>
    );
  }

  return (
    <li
      aria-label={t('card.label', { plan: plan.name })}
      className={cn('flex flex-col rounded-2xl border bg-white p-6 shadow-sm', isCurrent ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200')}
    >
      <h2 className="text-xl font-semibold text-slate-900">{plan.name}</h2>
      <p className="mt-2">
        <span className="text-3xl font-bold text-slate-900">{formatPrice(plan.amount, 'EUR')}</span>
        {plan.period && <span className="ml-1 text-slate-600">{plan.period === 'month' ? t('card.perMonth') : t('card.perWeek')}</span>}
      </p>
      <p className="mt-2 text-sm text-slate-600">{t(`plans.${plan.id}.description`)}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
            {t(`features.${feature}`, { count: FREE_MONTHLY_QUESTIONS })}
          </li>
        ))}
      </ul>
      {running && <PeriodNote subscription={running} />}
      <div className="mt-6">{action()}</div>
    </li>
  );
}

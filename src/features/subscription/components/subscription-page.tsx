// Plans (/subscription): Monthly and Weekly plan cards, the plan in force, the way to a payment link for a free user,
// and the way to manage (or cancel) a running subscription for a paid one.
import { Trans, useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDate } from '@/i18n/format';
import { useAuth } from '@/data/auth/auth-context';
import { creditsKeys } from '@/data/credits/keys';
import { effectivePlan, runningSubscriptions, subscriptionInForce, useSubscriptions, type PlanType } from '@/data/subscriptions/get-subscription';
import { useOpenBillingPortal } from '@/data/subscriptions/open-billing-portal';
import { cn } from '@/lib/cn';
import { PlanCard } from '@/features/subscription/components/plan-card';
import { PLAN_NAMES, PLANS, checkoutUrl, type Billing, type PlanCard as Plan } from '@/features/subscription/utils/plans';

const BILLINGS: readonly Billing[] = ['monthly', 'weekly'];
const CHECKOUT_POLL_MS = 1500;
const CHECKOUT_POLL_LIMIT_MS = 30_000;
const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

export function SubscriptionPage() {
  const { t } = useTranslation('subscription');
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const isReturningFromCheckout = searchParams.get('checkout') === 'success';
  const [pollUntil] = useState(() => (isReturningFromCheckout ? Date.now() + CHECKOUT_POLL_LIMIT_MS : 0));
  const [processingPlan, setProcessingPlan] = useState<PlanType | null>(null);
  const [hasWaitedTooLong, setHasWaitedTooLong] = useState(false);
  const subscriptions = useSubscriptions(user?.id, {
    refetchInterval: () => (isReturningFromCheckout && Date.now() < pollUntil ? CHECKOUT_POLL_MS : false),
  });
  const inForce = subscriptionInForce(subscriptions.data ?? []);
  const current = effectivePlan(inForce);
  const running = runningSubscriptions(subscriptions.data ?? []);
  // A plan cancelled in the portal stays until its period ends (cancel_at_period_end): the page says until when.
  const endsOn = current !== 'free' && inForce.cancel_at_period_end ? inForce.current_period_end : null;
  const openPortal = useOpenBillingPortal();
  const [billing, setBilling] = useState<Billing | null>(null);
  const shownBilling: Billing = billing ?? (current === 'flash' ? 'weekly' : 'monthly');

  // Once the webhook has upgraded the plan, stop waiting and refresh what depends on it.
  useEffect(() => {
    if (isReturningFromCheckout && current !== 'free') {
      void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
      toast.success(t('paymentReceived'));
      setSearchParams({}, { replace: true });
    }
  }, [current, isReturningFromCheckout, queryClient, setSearchParams, t]);

  useEffect(() => {
    if (!isReturningFromCheckout) return;
    const timer = setTimeout(() => setHasWaitedTooLong(true), CHECKOUT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [isReturningFromCheckout]);

  function handleStart(plan: Plan) {
    if (!user) return;
    if (!plan.paymentLink) {
      toast.error(t('notConfigured', { variable: `VITE_PAYMENT_LINK_${plan.id.toUpperCase()}` }));
      return;
    }
    setProcessingPlan(plan.id);
    window.location.assign(checkoutUrl(plan.paymentLink, user.id, user.email));
  }

  function handleManage(plan: Exclude<PlanType, 'free'>) {
    openPortal.mutate({ plan, returnUrl: `${window.location.origin}${paths.subscription.href()}` }, { onError: (error) => toast.error(error.message) });
  }

  return (
    <section className="space-y-8" aria-labelledby="plans-title">
      <Button variant="ghost" size="sm" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.dashboard.href()))}>
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('back')}
      </Button>

      <header className="space-y-2 text-center">
        <h1 id="plans-title" className="text-3xl font-semibold text-slate-900">
          {current === 'free' ? t('chooseTitle') : t('yourPlanTitle')}
        </h1>
        <p className="text-slate-600">
          {current === 'free' ? (
            t('choosePitch')
          ) : (
            <Trans
              t={t}
              i18nKey={endsOn ? 'onPlanUntil' : 'onPlan'}
              values={{ plan: PLAN_NAMES[current], date: endsOn ? formatDate(endsOn, LONG_DATE) : '' }}
              components={{ strong: <strong className="text-slate-900" /> }}
            />
          )}
        </p>
      </header>

      {isReturningFromCheckout && current === 'free' && (
        <p role="status" className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-center text-sm text-sky-900">
          {hasWaitedTooLong ? t('waitedTooLong') : t('switching')}
        </p>
      )}

      <div role="group" aria-label={t('billingPeriod')} className="mx-auto flex w-fit rounded-xl bg-slate-100 p-1">
        {BILLINGS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={shownBilling === option}
            onClick={() => setBilling(option)}
            className={cn(
              'rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
              shownBilling === option ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {option === 'monthly' ? (
              <>
                {t('monthly')} <span className="text-green-700">{t('monthlySaving')}</span>
              </>
            ) : (
              t('weekly')
            )}
          </button>
        ))}
      </div>

      {subscriptions.isPending ? (
        <div className="grid gap-6 md:grid-cols-2" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
        </div>
      ) : subscriptions.isError ? (
        <ErrorAlert title={t('loadFailed')}>
          {subscriptions.error.message}{' '}
          <Button variant="link" onClick={() => void subscriptions.refetch()}>
            {t('tryAgain')}
          </Button>
        </ErrorAlert>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2">
          {PLANS[shownBilling].map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={current}
              running={running.find((subscription) => subscription.plan_type === plan.id)}
              isStarting={processingPlan === plan.id}
              isOpeningPortal={openPortal.isPending && openPortal.variables?.plan === plan.id}
              onStart={handleStart}
              onManage={handleManage}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

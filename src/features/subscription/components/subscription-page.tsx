// Plans (/subscription): Monthly and Weekly plan cards, the plan in force, the way to a payment link for a free user,
// and the way to manage (or cancel) a running subscription for a paid one.
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/data/auth/auth-context';
import { creditsKeys } from '@/data/credits/keys';
import { effectivePlan, runningSubscriptions, subscriptionInForce, useSubscriptions, type PlanType } from '@/data/subscriptions/get-subscription';
import { useOpenBillingPortal } from '@/data/subscriptions/open-billing-portal';
import { cn } from '@/lib/cn';
import { PlanCard } from '@/features/subscription/components/plan-card';
import { PLAN_NAMES, PLANS, checkoutUrl, type Billing, type PlanCard as Plan } from '@/features/subscription/utils/plans';

const CHECKOUT_POLL_MS = 1500;
const CHECKOUT_POLL_LIMIT_MS = 30_000;

export function SubscriptionPage() {
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
  const current = effectivePlan(subscriptionInForce(subscriptions.data ?? []));
  const running = runningSubscriptions(subscriptions.data ?? []);
  const openPortal = useOpenBillingPortal();
  const [billing, setBilling] = useState<Billing | null>(null);
  const shownBilling: Billing = billing ?? (current === 'flash' ? 'weekly' : 'monthly');

  // Once the webhook has upgraded the plan, stop waiting and refresh what depends on it.
  useEffect(() => {
    if (isReturningFromCheckout && current !== 'free') {
      void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
      toast.success('Payment received: your plan is active.');
      setSearchParams({}, { replace: true });
    }
  }, [current, isReturningFromCheckout, queryClient, setSearchParams]);

  useEffect(() => {
    if (!isReturningFromCheckout) return;
    const timer = setTimeout(() => setHasWaitedTooLong(true), CHECKOUT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [isReturningFromCheckout]);

  function handleStart(plan: Plan) {
    if (!user) return;
    if (!plan.paymentLink) {
      toast.error(`Payments are not configured: set VITE_PAYMENT_LINK_${plan.id.toUpperCase()} to the plan's Stripe Payment Link.`);
      return;
    }
    setProcessingPlan(plan.id);
    window.location.assign(checkoutUrl(plan.paymentLink, user.id, user.email));
  }

  function handleManage(plan: Exclude<PlanType, 'free'>) {
    openPortal.mutate(
      { plan, returnUrl: `${window.location.origin}${paths.subscription.href()}` },
      { onError: (error) => toast.error(error.message) },
    );
  }

  return (
    <section className="space-y-8" aria-labelledby="plans-title">
      <Button variant="ghost" size="sm" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.dashboard.href()))}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Back
      </Button>

      <header className="space-y-2 text-center">
        <h1 id="plans-title" className="text-3xl font-semibold text-slate-900">
          {current === 'free' ? 'Choose your plan' : 'Your plan'}
        </h1>
        <p className="text-slate-600">
          {current === 'free' ? (
            'Land the job of your dreams with unlimited help before and during your interviews.'
          ) : (
            <>
              You are on <strong className="text-slate-900">{PLAN_NAMES[current]}</strong>: unlimited help before and during your interviews.
            </>
          )}
        </p>
      </header>

      {isReturningFromCheckout && current === 'free' && (
        <p role="status" className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-center text-sm text-sky-900">
          {hasWaitedTooLong
            ? 'Payment received, but the confirmation has not arrived yet. Reload this page in a minute; if your plan still has not changed, contact support with your payment receipt.'
            : 'Payment received. Your plan will switch in a moment…'}
        </p>
      )}

      <div role="group" aria-label="Billing period" className="mx-auto flex w-fit rounded-xl bg-slate-100 p-1">
        {(['monthly', 'weekly'] as const).map((option) => (
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
                Monthly plans <span className="text-green-700">(économisez 50%)</span>
              </>
            ) : (
              'Weekly plans'
            )}
          </button>
        ))}
      </div>

      {subscriptions.isPending ? (
        <div className="grid gap-6 md:grid-cols-2" aria-busy="true" aria-label="Loading plans">
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
        </div>
      ) : subscriptions.isError ? (
        <ErrorAlert title="Your plan could not be loaded">
          {subscriptions.error.message}{' '}
          <Button variant="link" onClick={() => void subscriptions.refetch()}>
            Try again
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

// Plans (/subscription): Monthly and Weekly plan cards, the current plan, and the way to a payment link.
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/data/auth/auth-context';
import { creditsKeys } from '@/data/credits/keys';
import { effectivePlan, useSubscription, type PlanType } from '@/data/subscriptions/get-subscription';
import { cn } from '@/lib/cn';
import { PLANS, checkoutUrl, type Billing, type PlanCard } from '@/features/subscription/utils/plans';

const CHECKOUT_POLL_MS = 1500;
const CHECKOUT_POLL_LIMIT_MS = 30_000;

function formatDate(value: string): string {
  return new Date(value).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

export function SubscriptionPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const isReturningFromCheckout = searchParams.get('checkout') === 'success';
  const [pollUntil] = useState(() => (isReturningFromCheckout ? Date.now() + CHECKOUT_POLL_LIMIT_MS : 0));
  const [processingPlan, setProcessingPlan] = useState<PlanType | null>(null);
  const [hasWaitedTooLong, setHasWaitedTooLong] = useState(false);
  const subscription = useSubscription(user?.id, {
    refetchInterval: () => (isReturningFromCheckout && Date.now() < pollUntil ? CHECKOUT_POLL_MS : false),
  });
  const current = effectivePlan(subscription.data);
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

  function handleStart(plan: PlanCard) {
    if (!user) return;
    if (!plan.paymentLink) {
      toast.error(`Payments are not configured: set VITE_PAYMENT_LINK_${plan.id.toUpperCase()} to the plan's Stripe Payment Link.`);
      return;
    }
    setProcessingPlan(plan.id);
    window.location.assign(checkoutUrl(plan.paymentLink, user.id, user.email));
  }

  return (
    <section className="mx-auto max-w-4xl space-y-8" aria-labelledby="plans-title">
      <Button variant="ghost" size="sm" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.dashboard.href()))}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Back
      </Button>

      <header className="space-y-2 text-center">
        <h1 id="plans-title" className="text-3xl font-semibold text-slate-900">
          Choose your plan
        </h1>
        <p className="text-slate-600">Land the job of your dreams with unlimited help before and during your interviews.</p>
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

      {subscription.isPending ? (
        <div className="grid gap-6 md:grid-cols-2" aria-busy="true" aria-label="Loading plans">
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
        </div>
      ) : subscription.isError ? (
        <ErrorAlert title="Your plan could not be loaded">
          {subscription.error.message}{' '}
          <Button variant="link" onClick={() => void subscription.refetch()}>
            Try again
          </Button>
        </ErrorAlert>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2">
          {PLANS[shownBilling].map((plan) => {
            const isCurrent = plan.id === current;
            return (
              <li
                key={plan.id}
                aria-label={`${plan.name} plan`}
                className={cn('flex flex-col rounded-2xl border bg-white p-6 shadow-sm', isCurrent ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200')}
              >
                <h2 className="text-xl font-semibold text-slate-900">{plan.name}</h2>
                <p className="mt-2">
                  <span className="text-3xl font-bold text-slate-900">{plan.price}</span>
                  {plan.period && <span className="ml-1 text-slate-600">{plan.period}</span>}
                </p>
                <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
                {isCurrent && subscription.data?.current_period_end && plan.id !== 'free' && (
                  <p className="mt-4 text-sm text-slate-600">
                    {subscription.data.cancel_at_period_end ? 'Ends on ' : 'Renews on '}
                    {formatDate(subscription.data.current_period_end)}
                  </p>
                )}
                <div className="mt-6">
                  {isCurrent ? (
                    <Button className="w-full" variant="secondary" disabled>
                      <CircleCheck aria-hidden="true" className="size-4" /> Current Plan
                    </Button>
                  ) : plan.id === 'free' ? (
                    <p className="text-sm text-slate-600">You return to Free when your paid period ends.</p>
                  ) : (
                    <Button className="w-full" isPending={processingPlan === plan.id} pendingLabel="Processing..." onClick={() => handleStart(plan)}>
                      Start Now
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

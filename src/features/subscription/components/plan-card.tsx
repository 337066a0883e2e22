// One plan on the plans page: price and features, then what the person can do with it given the plan in force.
import { Check, CircleCheck, Settings2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PlanType, Subscription } from '@/data/subscriptions/get-subscription';
import { cn } from '@/lib/cn';
import { PLAN_NAMES, type PlanCard as Plan } from '@/features/subscription/utils/plans';

function formatDate(value: string): string {
  return new Date(value).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

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
  if (!subscription.current_period_end) return null;
  return (
    <p className="mt-4 text-sm text-slate-600">
      {subscription.cancel_at_period_end ? 'Ends on ' : 'Renews on '}
      {formatDate(subscription.current_period_end)}
    </p>
  );
}

export function PlanCard({ plan, current, running, isStarting, isOpeningPortal, onStart, onManage }: PlanCardProps) {
  const isCurrent = plan.id === current;
  const manageButton = plan.id !== 'free' && running && (
    <Button className="w-full" variant="secondary" isPending={isOpeningPortal} pendingLabel="Opening…" onClick={() => onManage(plan.id as Exclude<PlanType, 'free'>)}>
      <Settings2 aria-hidden="true" className="size-4" /> Manage subscription
    </Button>
  );

  function action() {
    if (isCurrent) {
      return (
        <div className="space-y-2">
          <Button className="w-full" variant="secondary" disabled>
            <CircleCheck aria-hidden="true" className="size-4" /> Current Plan
          </Button>
          {manageButton}
        </div>
      );
    }
    if (plan.id === 'free') return <p className="text-sm text-slate-600">You return to Free when your paid period ends.</p>;
    // A second paid plan on top of a running one would only be paid twice: Plus and Flash unlock the same features.
    if (running) {
      return (
        <div className="space-y-2">
          <p className="text-sm text-amber-800">You also pay for {plan.name}, and your {PLAN_NAMES[current]} plan already includes everything in it. You can cancel it.</p>
          {manageButton}
        </div>
      );
    }
    if (current !== 'free') return <p className="text-sm text-slate-600">Included in your {PLAN_NAMES[current]} plan: nothing more to pay.</p>;
    return (
      <Button className="w-full" isPending={isStarting} pendingLabel="Processing..." onClick={() => onStart(plan)}>
        Start Now
      </Button>
    );
  }

  return (
    <li
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
      {running && <PeriodNote subscription={running} />}
      <div className="mt-6">{action()}</div>
    </li>
  );
}

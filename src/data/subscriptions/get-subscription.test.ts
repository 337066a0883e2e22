import { describe, expect, it } from 'vitest';
import { runningSubscriptions, subscriptionInForce, type Subscription } from '@/data/subscriptions/get-subscription';

const NOW = new Date('2026-11-23T12:00:00Z');
const row = (plan_type: Subscription['plan_type'], overrides: Partial<Subscription> = {}): Subscription => ({
  user_id: 'user-1',
  plan_type,
  status: 'active',
  current_period_end: plan_type === 'free' ? null : '2026-12-01T00:00:00Z',
  cancel_at_period_end: false,
  ...overrides,
});

describe('the plan in force', () => {
  it('is the highest running plan: Plus over Flash over Free, whatever the row order', () => {
    expect(subscriptionInForce([row('flash'), row('free'), row('plus')], NOW).plan_type).toBe('plus');
    expect(subscriptionInForce([row('plus'), row('flash')], NOW).plan_type).toBe('plus');
    expect(runningSubscriptions([row('free'), row('flash'), row('plus')], NOW).map((s) => s.plan_type)).toEqual(['plus', 'flash']);
  });

  it('ignores cancelled, unpaid and lapsed subscriptions', () => {
    const rows = [
      row('free'),
      row('plus', { status: 'canceled' }),
      row('plus', { status: 'past_due' }),
      row('flash', { current_period_end: '2026-11-23T11:59:00Z' }),
    ];
    expect(subscriptionInForce(rows, NOW)).toEqual(row('free'));
    expect(runningSubscriptions(rows, NOW)).toEqual([]);
  });

  it('is Free with no row at all', () => {
    expect(subscriptionInForce([], NOW).plan_type).toBe('free');
  });
});

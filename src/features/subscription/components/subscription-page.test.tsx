import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/data/subscriptions/get-subscription';
import { renderWithProviders } from '@/testing/render';

const state: { subscription: Subscription } = {
  subscription: { user_id: 'user-1', plan_type: 'free', status: 'active', current_period_end: null, cancel_at_period_end: false },
};

vi.mock('@/data/auth/auth-context', () => ({ useAuth: () => ({ user: { id: 'user-1', email: 'ana@example.test' }, isReady: true, session: {} }) }));
vi.mock('@/config/env', () => ({
  env: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'x', paymentLinks: { plus: 'https://buy.stripe.com/test_plus', flash: undefined } },
}));
vi.mock('@/data/subscriptions/get-subscription', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/data/subscriptions/get-subscription')>();
  return { ...original, useSubscription: () => ({ isPending: false, isError: false, data: state.subscription, refetch: vi.fn() }) };
});

const { SubscriptionPage } = await import('./subscription-page');

beforeEach(() => {
  state.subscription = { user_id: 'user-1', plan_type: 'free', status: 'active', current_period_end: null, cancel_at_period_end: false };
});

describe('SubscriptionPage', () => {
  it('shows Free and Plus monthly with the savings label, Free as the current plan', () => {
    renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
    expect(screen.getByRole('button', { name: /Monthly plans \(économisez 50%\)/ })).toHaveAttribute('aria-pressed', 'true');
    const free = screen.getByRole('listitem', { name: 'Free plan' });
    expect(within(free).getByText('0 EUR')).toBeInTheDocument();
    expect(within(free).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    const plus = screen.getByRole('listitem', { name: 'Plus plan' });
    expect(within(plus).getByText('9.99 EUR')).toBeInTheDocument();
    expect(within(plus).getByRole('button', { name: 'Start Now' })).toBeEnabled();
  });

  it('weekly plans show Flash at 5.99 EUR', async () => {
    renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
    await userEvent.click(screen.getByRole('button', { name: 'Weekly plans' }));
    expect(within(screen.getByRole('listitem', { name: 'Flash plan' })).getByText('5.99 EUR')).toBeInTheDocument();
  });

  it('Start Now goes to the payment link with the user id and email, showing Processing...', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
    await userEvent.click(screen.getByRole('button', { name: 'Start Now' }));
    expect(assign).toHaveBeenCalledWith('https://buy.stripe.com/test_plus?client_reference_id=user-1&prefilled_email=ana%40example.test');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    vi.unstubAllGlobals();
  });

  it('a missing payment link is explained instead of doing nothing', async () => {
    renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
    await userEvent.click(screen.getByRole('button', { name: 'Weekly plans' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start Now' }));
    expect(screen.getByRole('button', { name: 'Start Now' })).toBeEnabled();
  });

  it('an active Flash week is current; an expired one is Free again', () => {
    state.subscription = { ...state.subscription, plan_type: 'flash', current_period_end: new Date(Date.now() + 86_400_000).toISOString() };
    const { unmount } = renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
    expect(within(screen.getByRole('listitem', { name: 'Flash plan' })).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    unmount();
    state.subscription = { ...state.subscription, current_period_end: new Date(Date.now() - 60_000).toISOString() };
    renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
    expect(within(screen.getByRole('listitem', { name: 'Free plan' })).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });
});

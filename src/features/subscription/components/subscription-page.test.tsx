import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/data/subscriptions/get-subscription';
import { renderWithProviders } from '@/testing/render';

const FREE_ROW: Subscription = { user_id: 'user-1', plan_type: 'free', status: 'active', current_period_end: null, cancel_at_period_end: false };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const paidRow = (plan_type: 'plus' | 'flash', overrides: Partial<Subscription> = {}): Subscription => ({
  ...FREE_ROW,
  plan_type,
  current_period_end: inDays(plan_type === 'plus' ? 30 : 7),
  ...overrides,
});

const state: { subscriptions: Subscription[] } = { subscriptions: [FREE_ROW] };
const openPortal = { mutate: vi.fn(), isPending: false, variables: undefined };

vi.mock('@/data/auth/auth-context', () => ({ useAuth: () => ({ user: { id: 'user-1', email: 'ana@example.test' }, isReady: true, session: {} }) }));
vi.mock('@/config/env', () => ({
  env: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'x', paymentLinks: { plus: 'https://buy.stripe.com/test_plus', flash: undefined } },
}));
vi.mock('@/data/subscriptions/get-subscription', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/data/subscriptions/get-subscription')>();
  return { ...original, useSubscriptions: () => ({ isPending: false, isError: false, data: state.subscriptions, refetch: vi.fn() }) };
});
vi.mock('@/data/subscriptions/open-billing-portal', () => ({ useOpenBillingPortal: () => openPortal }));

const { SubscriptionPage } = await import('./subscription-page');

beforeEach(() => {
  state.subscriptions = [FREE_ROW];
  openPortal.mutate.mockReset();
});

describe('SubscriptionPage', () => {
  it('shows Free and Plus monthly with the savings label, Free as the current plan', () => {
    renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
    expect(screen.getByRole('button', { name: /Monthly plans \(save 50%\)/ })).toHaveAttribute('aria-pressed', 'true');
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
    state.subscriptions = [FREE_ROW, paidRow('flash', { current_period_end: inDays(1) })];
    const { unmount } = renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
    expect(within(screen.getByRole('listitem', { name: 'Flash plan' })).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    unmount();
    state.subscriptions = [FREE_ROW, paidRow('flash', { current_period_end: new Date(Date.now() - 60_000).toISOString() })];
    renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
    expect(within(screen.getByRole('listitem', { name: 'Free plan' })).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('a Plus subscriber sees their plan, can manage it, and is never offered Flash on top', async () => {
    state.subscriptions = [FREE_ROW, paidRow('flash', { status: 'canceled' }), paidRow('plus')];
    renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
    expect(screen.getByRole('heading', { name: 'Your plan' })).toBeInTheDocument();
    expect(screen.getByText('Plus', { selector: 'strong' })).toBeInTheDocument();
    const plus = screen.getByRole('listitem', { name: 'Plus plan' });
    expect(within(plus).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(plus).getByText(/Renews on/)).toBeInTheDocument();
    await userEvent.click(within(plus).getByRole('button', { name: 'Manage subscription' }));
    expect(openPortal.mutate).toHaveBeenCalledWith({ plan: 'plus', returnUrl: `${window.location.origin}/subscription` }, expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Weekly plans' }));
    const flash = screen.getByRole('listitem', { name: 'Flash plan' });
    expect(within(flash).queryByRole('button', { name: 'Start Now' })).not.toBeInTheDocument();
    expect(flash).toHaveTextContent('Included in your Plus plan: nothing more to pay.');
    expect(screen.queryByRole('button', { name: 'Start Now' })).not.toBeInTheDocument();
  });

  it('a Plus cancelled in the portal says it stays Plus until the end of its period, then Free', () => {
    const ends = '2031-01-15T10:00:00Z';
    state.subscriptions = [FREE_ROW, paidRow('plus', { cancel_at_period_end: true, current_period_end: ends })];
    renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
    expect(screen.getByText(/You are on/)).toHaveTextContent('You are on Plus until January 15, 2031, then back to Free');
    expect(within(screen.getByRole('listitem', { name: 'Plus plan' })).getByRole('button', { name: 'Current Plan' })).toBeInTheDocument();
  });

  it('someone paying for both is told, and can cancel the one they do not need', async () => {
    state.subscriptions = [FREE_ROW, paidRow('flash'), paidRow('plus', { cancel_at_period_end: true })];
    renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
    expect(within(screen.getByRole('listitem', { name: 'Plus plan' })).getByText(/Ends on/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Weekly plans' }));
    const flash = screen.getByRole('listitem', { name: 'Flash plan' });
    expect(flash).toHaveTextContent('You also pay for Flash, and your Plus plan already includes everything in it.');
    await userEvent.click(within(flash).getByRole('button', { name: 'Manage subscription' }));
    expect(openPortal.mutate).toHaveBeenCalledWith({ plan: 'flash', returnUrl: `${window.location.origin}/subscription` }, expect.anything());
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_STATUSES } from '@/config/constants';
import { renderWithProviders } from '@/testing/render';
import {
  DASHBOARD_FILTER_STORAGE_KEY,
  DASHBOARD_SORT_STORAGE_KEY,
  DASHBOARD_VIEW_STORAGE_KEY,
  useDashboardPreferences,
} from '../hooks/use-dashboard-preferences';
import { DashboardToolbar } from './dashboard-toolbar';

/** The toolbar wired to the real preferences hook, as the dashboard does, with the current state printed. */
function Harness() {
  const preferences = useDashboardPreferences();
  return (
    <>
      <DashboardToolbar
        view={preferences.view}
        onViewChange={preferences.setView}
        statusFilter={preferences.statusFilter}
        onToggleStatus={preferences.toggleStatus}
        onCheckAll={preferences.checkAll}
        onUncheckAll={preferences.uncheckAll}
        sort={preferences.sort}
        onSortChange={preferences.setSort}
        onClearSort={preferences.clearSort}
      />
      <output aria-label="state">{JSON.stringify({ view: preferences.view, filter: preferences.statusFilter, sort: preferences.sort })}</output>
    </>
  );
}

const state = () =>
  JSON.parse(screen.getByRole('status', { name: 'state', hidden: true }).textContent ?? '{}') as {
    view: string;
    filter: string[];
    sort: { field: string; direction: string };
  };

describe('DashboardToolbar', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('switches between table (the default) and board, and keeps the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const view = screen.getByRole('group', { name: 'View' });
    expect(within(view).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(view).getByRole('button', { name: 'Board' }));
    expect(within(view).getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(DASHBOARD_VIEW_STORAGE_KEY) ?? 'null')).toBe('board');
  });

  describe('Filter by', () => {
    it('lists the six statuses, all checked by default, and toggles one without closing', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Filter by' }));
      const menu = await screen.findByRole('menu');
      const items = within(menu).getAllByRole('menuitemcheckbox');
      expect(items.map((item) => item.textContent)).toEqual([...APPLICATION_STATUSES]);
      for (const item of items) expect(item).toHaveAttribute('aria-checked', 'true');

      await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Missed' }));
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Missed' })).toHaveAttribute('aria-checked', 'false');
      expect(state().filter).toEqual(['Saved', 'Applied', 'No Reply', 'In progress', 'Succeeded']);
      expect(JSON.parse(localStorage.getItem(DASHBOARD_FILTER_STORAGE_KEY) ?? '[]')).not.toContain('Missed');
      expect(screen.getByRole('button', { name: /Filter by/, hidden: true })).toHaveTextContent('5/6');
    });

    it('offers Check all and Uncheck all', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Filter by' }));
      const menu = await screen.findByRole('menu');
      await user.click(within(menu).getByRole('menuitem', { name: 'Uncheck all' }));
      expect(state().filter).toEqual([]);
      for (const item of within(menu).getAllByRole('menuitemcheckbox')) expect(item).toHaveAttribute('aria-checked', 'false');
      await user.click(within(menu).getByRole('menuitem', { name: 'Check all' }));
      expect(state().filter).toEqual([...APPLICATION_STATUSES]);
    });

    it('works from the keyboard', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Harness />);
      screen.getByRole('button', { name: 'Filter by' }).focus();
      await user.keyboard('{Enter}');
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Saved' })).toHaveFocus();
      await user.keyboard('{ArrowDown}{Enter}');
      expect(state().filter).not.toContain('Applied');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });

  describe('Sort by', () => {
    it('defaults to application date descending, with clearing disabled', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Sort by' }));
      const menu = await screen.findByRole('menu');
      const options = within(menu).getAllByRole('menuitemradio');
      expect(options.map((option) => option.textContent)).toEqual([
        'Company ascending',
        'Company descending',
        'Job title ascending',
        'Job title descending',
        'Status ascending',
        'Status descending',
        'Application date ascending',
        'Application date descending',
      ]);
      expect(within(menu).getByRole('menuitemradio', { name: 'Application date descending' })).toHaveAttribute('aria-checked', 'true');
      expect(within(menu).getByRole('menuitem', { name: 'Clear sort' })).toHaveAttribute('aria-disabled', 'true');
    });

    it('sorts by the chosen field and direction, shows it on the button, and clear returns to date descending', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Sort by' }));
      await user.click(await screen.findByRole('menuitemradio', { name: 'Job title ascending' }));
      expect(state().sort).toEqual({ field: 'job_title', direction: 'asc' });
      expect(screen.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Job title ↑');
      expect(JSON.parse(localStorage.getItem(DASHBOARD_SORT_STORAGE_KEY) ?? 'null')).toEqual({ field: 'job_title', direction: 'asc' });

      await user.click(screen.getByRole('button', { name: /Sort by/ }));
      expect(await screen.findByRole('menuitemradio', { name: 'Job title ascending' })).toHaveAttribute('aria-checked', 'true');
      await user.click(screen.getByRole('menuitem', { name: 'Clear sort' }));
      expect(state().sort).toEqual({ field: 'application_date', direction: 'desc' });
      expect(localStorage.getItem(DASHBOARD_SORT_STORAGE_KEY)).toBeNull();
      expect(screen.getByRole('button', { name: /Sort by/ })).toHaveTextContent(/^Sort by$/);

      await user.click(screen.getByRole('button', { name: 'Sort by' }));
      expect(await screen.findByRole('menuitemradio', { name: 'Application date descending' })).toHaveAttribute('aria-checked', 'true');
    });

    it('restores a stored sort and ignores a malformed one', () => {
      localStorage.setItem(DASHBOARD_SORT_STORAGE_KEY, JSON.stringify({ field: 'status', direction: 'desc' }));
      const { unmount } = renderWithProviders(<Harness />);
      expect(state().sort).toEqual({ field: 'status', direction: 'desc' });
      unmount();
      localStorage.setItem(DASHBOARD_SORT_STORAGE_KEY, JSON.stringify({ field: 'salary', direction: 'up' }));
      renderWithProviders(<Harness />);
      expect(state().sort).toEqual({ field: 'application_date', direction: 'desc' });
    });
  });
});

import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { SummaryTiles } from './summary-tiles';
import { makeApplication } from '../utils/application-fixture';

const application = makeApplication;

const inDays = (days: number, hour = 10) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour).toISOString();
};

describe('SummaryTiles', () => {
  it('shows placeholders while loading: the tiles and their titles, grey lines for the values', () => {
    renderWithProviders(<SummaryTiles applications={undefined} isPending />);
    expect(screen.queryByRole('region', { name: 'Total applications' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('tile-total')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.getByText('Most advanced')).toBeInTheDocument();
    expect(screen.getByText('Next interview')).toBeInTheDocument();
  });

  it("counts the applications gone quiet under the total, after the person's number of days, and links to their list (issue #42)", () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const applications = [
      application({ id: 'q1', status: 'Applied', status_changed_at: daysAgo(12) }),
      application({ id: 'q2', status: 'No Reply', status_changed_at: daysAgo(30) }),
      application({ id: 'q3', status: 'In progress', status_changed_at: daysAgo(6) }),
      application({ id: 'q4', status: 'Missed', status_changed_at: daysAgo(40) }),
    ];
    const { unmount } = renderWithProviders(<SummaryTiles applications={applications} isPending={false} />);
    expect(screen.getByTestId('tile-gone-quiet')).toHaveTextContent('2 gone quiet');
    expect(screen.getByRole('link', { name: '2 gone quiet' })).toHaveAttribute('href', '/search#gone-quiet');
    unmount();
    renderWithProviders(<SummaryTiles applications={applications} isPending={false} quietAfterDays={5} />);
    expect(screen.getByTestId('tile-gone-quiet')).toHaveTextContent('3 gone quiet');
  });

  it('says nothing of gone quiet when nothing has', () => {
    renderWithProviders(<SummaryTiles applications={[application({ status: 'Applied', status_changed_at: new Date().toISOString() })]} isPending={false} />);
    expect(screen.queryByTestId('tile-gone-quiet')).not.toBeInTheDocument();
  });

  it('shows 0 and None twice for a new account', () => {
    renderWithProviders(<SummaryTiles applications={[]} isPending={false} />);
    expect(within(screen.getByRole('region', { name: 'Total applications' })).getByText('0')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Most advanced' })).getByText('None')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Next interview' })).getByText('None')).toBeInTheDocument();
  });

  it('counts, names the first Succeeded application (before an In progress one) and the earliest interview from today on', () => {
    const applications = [
      application({ id: 'a', company_name: 'Alan', status: 'Applied', interviews: [{ id: 'i1', name: 'Past screen', date: inDays(-2) }] }),
      application({
        id: 'b',
        company_name: 'Qonto',
        job_title: 'Product Engineer',
        status: 'In progress',
        interviews: [{ id: 'i2', name: 'Onsite', date: inDays(5) }],
      }),
      application({ id: 'c', company_name: 'Mistral AI', status: 'Succeeded', interviews: [{ id: 'i3', name: 'Tech chat', date: inDays(1) }] }),
    ];
    renderWithProviders(<SummaryTiles applications={applications} isPending={false} />);
    expect(screen.getByTestId('tile-total')).toHaveTextContent('3');

    const advanced = screen.getByRole('region', { name: 'Most advanced' });
    expect(within(advanced).getByRole('link', { name: 'Mistral AI' })).toHaveAttribute('href', '/application/c');
    expect(within(advanced).getByText('Succeeded')).toHaveClass('bg-green-100');

    const next = screen.getByRole('region', { name: 'Next interview' });
    // The company first, then the interview (issue #37: "Technical screen · Globe…" cut whose interview it was).
    expect(within(next).getByRole('link', { name: 'Mistral AI Tech chat' })).toHaveAttribute('href', '/application/c');
    expect(within(next).queryByText(/Past screen/)).not.toBeInTheDocument();
  });

  it('says None when no application is advanced and every interview is past', () => {
    const applications = [application({ status: 'Missed', interviews: [{ id: 'old', name: 'Old', date: inDays(-1, 23) }] })];
    renderWithProviders(<SummaryTiles applications={applications} isPending={false} />);
    expect(within(screen.getByRole('region', { name: 'Most advanced' })).getByText('None')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Next interview' })).getByText('None')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { ApplicationsTable } from './applications-table';
import { makeApplication } from '../utils/application-fixture';

vi.mock('@/data/applications/update-application-status', () => ({
  useUpdateApplicationStatus: () => ({ mutate: vi.fn(), isPending: false }),
}));

const application = makeApplication;

const interviews = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `i${i}`, name: `Round ${i + 1}`, date: '2026-11-20T10:00:00Z' }));

function progressOf(company: string) {
  const row = screen.getAllByTestId('application-row').find((candidate) => within(candidate).queryByText(company));
  if (!row) throw new Error(`no row for ${company}`);
  return within(row).getByTestId('progress');
}

describe('ApplicationsTable', { timeout: 20_000 }, () => {
  const actions = { onEdit: vi.fn(), onDelete: vi.fn() };

  it('has the spec columns', () => {
    renderWithProviders(<ApplicationsTable applications={[application({})]} actions={actions} />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Company', 'Job Title', 'Status', 'Application Date', 'Progress', 'Actions']);
  });

  it('shows progress as the rounded share of recorded interviews over the expected number, "-" when unset', () => {
    renderWithProviders(
      <ApplicationsTable
        applications={[
          application({ id: '1', company_name: 'Unset', expected_interviews: null, interviews: interviews(2) }),
          application({ id: '2', company_name: 'None yet', expected_interviews: 4, interviews: [] }),
          application({ id: '3', company_name: 'One third', expected_interviews: 3, interviews: interviews(1) }),
          application({ id: '4', company_name: 'Two thirds', expected_interviews: 3, interviews: interviews(2) }),
          application({ id: '5', company_name: 'Done', expected_interviews: 2, interviews: interviews(2) }),
          application({ id: '6', company_name: 'More than planned', expected_interviews: 2, interviews: interviews(3) }),
        ]}
        actions={actions}
      />,
    );
    expect(progressOf('Unset')).toHaveTextContent(/^-$/);
    expect(progressOf('None yet')).toHaveTextContent(/^0%$/);
    expect(progressOf('One third')).toHaveTextContent(/^33%$/);
    expect(progressOf('Two thirds')).toHaveTextContent(/^67%$/);
    expect(progressOf('Done')).toHaveTextContent(/^100%$/);
    expect(progressOf('More than planned')).toHaveTextContent(/^150%$/);
    // The bar never overflows its track.
    const bar = progressOf('More than planned').querySelector('[style]') as HTMLElement;
    expect(bar.style.width).toBe('100%');
    expect(progressOf('Unset').querySelector('[style]')).toBeNull();
  });

  it('links the job title to the posting in a new tab and offers open, edit and delete', async () => {
    const user = userEvent.setup();
    const target = application({ id: 'qonto', company_name: 'Qonto', job_title: 'Product Engineer', job_link: 'https://qonto.com/jobs/1' });
    renderWithProviders(<ApplicationsTable applications={[target]} actions={actions} />);
    const posting = screen.getByRole('link', { name: 'Open the job posting for Qonto – Product Engineer (new tab)' });
    expect(posting).toHaveAttribute('href', 'https://qonto.com/jobs/1');
    expect(posting).toHaveAttribute('target', '_blank');
    expect(posting).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Open Qonto – Product Engineer' })).toHaveAttribute('href', '/application/qonto');
    await user.click(screen.getByRole('button', { name: 'Edit Qonto – Product Engineer' }));
    expect(actions.onEdit).toHaveBeenCalledWith(target);
    await user.click(screen.getByRole('button', { name: 'Delete Qonto – Product Engineer' }));
    expect(actions.onDelete).toHaveBeenCalledWith(target);
  });
  it('never turns a job link that is not http(s) into a clickable href, and shows HTML in names as text', () => {
    const { container } = renderWithProviders(
      <ApplicationsTable
        applications={[
          application({ id: 'js', company_name: '<img src=x onerror="window.__pwned=1">', job_title: 'Engineer', job_link: 'javascript:window.__pwned=1' }),
          application({
            id: 'data',
            company_name: 'Data Co',
            job_title: '<script>window.__pwned=1</script>',
            job_link: 'data:text/html,<script>alert(1)</script>',
          }),
        ]}
        actions={actions}
      />,
    );
    expect(screen.queryByRole('link', { name: /Open the job posting/ })).toBeNull();
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/application/js', '/application/data']);
    expect(container.querySelectorAll('img, script')).toHaveLength(0);
    expect(screen.getByText('<img src=x onerror="window.__pwned=1">')).toBeInTheDocument();
    expect(screen.getByText('<script>window.__pwned=1</script>')).toBeInTheDocument();
  });
});

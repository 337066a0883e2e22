import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { emptyApplicationForm } from '@/data/applications/application-values';
import { renderWithProviders } from '@/testing/render';
import type { DrawerTab } from '../utils/application-draft';
import { ApplicationForm } from './application-form';

function Harness({ onSubmit, initialTab = 'general' }: { onSubmit: (values: unknown) => void; initialTab?: DrawerTab }) {
  const [tab, setTab] = useState<DrawerTab>(initialTab);
  return (
    <>
      <ApplicationForm id="form" defaultValues={emptyApplicationForm()} activeTab={tab} onTabChange={setTab} onSubmit={onSubmit} />
      <button type="submit" form="form">
        Save
      </button>
    </>
  );
}

describe('ApplicationForm', { timeout: 20_000 }, () => {
  it('marks the required fields, shows sample placeholders and defaults to today and Saved', () => {
    renderWithProviders(<Harness onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Company')).toBeRequired();
    expect(screen.getByLabelText('Company')).toHaveAttribute('placeholder', 'e.g. Doctolib');
    expect(screen.getByLabelText('Job Title')).toHaveAttribute('placeholder', 'e.g. Senior Frontend Engineer');
    expect(screen.getByLabelText('Application Date')).toHaveValue(emptyApplicationForm().application_date);
    expect(screen.getByLabelText('Status')).toHaveValue('Saved');
    expect(screen.getByLabelText('Job Link')).toHaveAttribute('type', 'url');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Process' })).toBeInTheDocument();
  });

  it('does not submit an invalid form and says what is wrong', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Job Link'), 'careers page');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company is required.')).toBeInTheDocument();
    expect(screen.getByText('Job title is required.')).toBeInTheDocument();
    expect(screen.getByText('Job link must be a URL starting with http:// or https://.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a resume that is not a PDF as soon as it is chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<Harness onSubmit={vi.fn()} initialTab="process" />);
    await user.upload(screen.getByLabelText('Resume (PDF)'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('The resume must be a PDF file (.pdf).')).toBeInTheDocument();
  });

  it('refuses a file named .pdf whose bytes are not a PDF, and keeps no resume', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} initialTab="process" />);
    const input = screen.getByLabelText('Resume (PDF)');
    await user.upload(input, new File(['just some notes'], 'not-a-pdf.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“not-a-pdf.pdf” is not a PDF (its content is not a PDF document), so it was not attached.');
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.type(screen.getByLabelText('Company'), 'Qonto');
    await user.type(screen.getByLabelText('Job Title'), 'Product Engineer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ company_name: 'Qonto', resume: null });
  });

  it('submits the typed values with the chosen PDF', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Company'), 'Qonto');
    await user.type(screen.getByLabelText('Job Title'), 'Product Engineer');
    await user.selectOptions(screen.getByLabelText('Status'), 'Applied');
    await user.type(screen.getByLabelText('Job Link'), 'https://qonto.com/jobs/1');
    await user.type(screen.getByLabelText('Expected Interviews'), '3');
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Resume (PDF)'), pdf);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      company_name: 'Qonto',
      job_title: 'Product Engineer',
      status: 'Applied',
      job_link: 'https://qonto.com/jobs/1',
      expected_interviews: '3',
      resume: pdf,
    });
  });
});

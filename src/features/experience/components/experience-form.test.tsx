import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyExperienceForm } from '@/data/experiences/experience-schema';
import { renderWithProviders } from '@/testing/render';
import { ExperienceForm } from './experience-form';

function renderForm(onSubmit = vi.fn()) {
  renderWithProviders(
    <>
      <ExperienceForm id="experience" defaultValues={emptyExperienceForm()} submitError={null} onSubmit={onSubmit} />
      <button type="submit" form="experience">
        Save
      </button>
    </>,
  );
  return onSubmit;
}

describe('ExperienceForm', { timeout: 20_000 }, () => {
  it("'I still work here' disables End Date and clears it", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Company'), 'ManoMano');
    await user.type(screen.getByLabelText('Job Title'), 'Frontend Engineer');
    await user.type(screen.getByLabelText('Start Date'), '2021-09-01');
    await user.type(screen.getByLabelText('End Date'), '2023-01-31');
    expect(screen.getByLabelText('End Date')).toBeRequired();

    await user.click(screen.getByLabelText('I still work here'));
    expect(screen.getByLabelText('End Date')).toBeDisabled();
    expect(screen.getByLabelText('End Date')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ current_job: true, end_date: '' });
  });

  it('asks for an end date not before the start date', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Company'), 'Deezer');
    await user.type(screen.getByLabelText('Job Title'), 'Web Developer');
    await user.type(screen.getByLabelText('Start Date'), '2021-09-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End date is required unless you still work here.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('End Date'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End date must be on or after the start date.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

// Settings → Facts about me (issue #39): the person's facts are shown and saved; facts too long or holding HTML are
// refused with a sentence that says why, stay in the field, and nothing is saved; the database's refusal reads the same.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { renderWithProviders } from '@/testing/render';
import { FactsAboutMeSection } from './facts-about-me-section';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());

describe('FactsAboutMeSection', () => {
  beforeEach(() => {
    resetFakeSupabase();
    fakeSupabase.tables.user_profiles = [{ id: 'user-1', facts_about_me: 'Speak Spanish' }];
  });
  afterEach(switchToEnglish);

  it('shows the saved facts and saves new ones', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FactsAboutMeSection userId="user-1" />);
    const field = await screen.findByLabelText('Your facts, one per line');
    expect(field).toHaveValue('Speak Spanish');
    expect(screen.getByText('13 of 1000 characters')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Cut costs by 30% at Acme');
    await user.click(screen.getByRole('button', { name: 'Save facts' }));
    await expect.poll(() => fakeSupabase.tables.user_profiles[0].facts_about_me).toBe('Cut costs by 30% at Acme');
  });

  it.each([
    ['facts of 1,001 characters', 'x'.repeat(1_001), 'Facts hold at most 1000 characters: shorten them.'],
    ['HTML', 'I led <b>everything</b>', 'Facts are plain text: remove the HTML tag (< followed by a letter).'],
  ])('refuses %s with a sentence that says why, keeps them in the field, and saves nothing', async (_kind, facts, message) => {
    const user = userEvent.setup();
    renderWithProviders(<FactsAboutMeSection userId="user-1" />);
    const field = await screen.findByLabelText('Your facts, one per line');
    await user.clear(field);
    await user.click(field);
    await user.paste(facts);
    await user.click(screen.getByRole('button', { name: 'Save facts' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(facts);
    expect(fakeSupabase.tables.user_profiles[0].facts_about_me).toBe('Speak Spanish');
  });

  it('says the database’s refusal in the same sentence, in French too', async () => {
    await switchToFrench();
    const user = userEvent.setup();
    renderWithProviders(<FactsAboutMeSection userId="user-1" />);
    const field = await screen.findByLabelText('Vos faits, un par ligne');
    const refusal = { code: '23514', message: 'new row violates check constraint "user_profiles_facts_about_me_plain_text"', details: null, hint: null };
    fakeSupabase.client.from.mockImplementationOnce(() => ({ update: () => ({ eq: async () => ({ data: null, error: refusal }) }) }) as never);
    await user.type(field, ' et anglais');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les faits' }));
    expect(await screen.findByText('Les faits sont du texte brut : retirez la balise HTML (< suivi d’une lettre).')).toBeInTheDocument();
    expect(field).toHaveValue('Speak Spanish et anglais');
  });
});

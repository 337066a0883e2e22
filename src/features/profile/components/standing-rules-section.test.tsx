// Settings → Standing rules (issue #39): add and delete a rule; a rule too long or holding HTML is refused with a
// sentence that says why and nothing is saved; at 20 rules the form gives way to a note.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { renderWithProviders } from '@/testing/render';
import { StandingRulesSection } from './standing-rules-section';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());

const rule = (index: number) => ({ id: `rule-${index}`, user_id: 'user-1', body: `Rule ${index}`, position: index, created_at: '2026-11-28T10:00:00Z' });

describe('StandingRulesSection', () => {
  beforeEach(() => {
    resetFakeSupabase();
    fakeSupabase.tables.standing_rules = [{ ...rule(0), body: 'never say I managed people' }];
  });
  afterEach(switchToEnglish);

  it('lists the rules, marks the ones checked on each answer, adds one and deletes one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StandingRulesSection />);
    const list = await screen.findByRole('list', { name: 'Standing rules' });
    expect(within(list).getByText('never say I managed people')).toHaveTextContent('(checked on each answer)');
    expect(screen.getByText('1 of 20 rules')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New rule'), 'I am not willing to relocate');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await within(list).findByText('I am not willing to relocate')).toBeInTheDocument();
    expect(fakeSupabase.tables.standing_rules.map((row) => row.body)).toEqual(['never say I managed people', 'I am not willing to relocate']);
    expect(screen.getByLabelText('New rule')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Delete rule: never say I managed people' }));
    await expect.poll(() => fakeSupabase.tables.standing_rules.map((row) => row.body)).toEqual(['I am not willing to relocate']);
  });

  it.each([
    ['a rule of 2,000 characters', 'x'.repeat(2_000), 'A rule holds at most 200 characters: shorten it.'],
    ['HTML', 'Never say <b>boss</b>', 'A rule is plain text: remove the HTML tag (< followed by a letter).'],
    ['an empty rule', '   ', 'Write the rule first.'],
  ])('refuses %s with a sentence that says why, and saves nothing', async (_kind, body, message) => {
    const user = userEvent.setup();
    renderWithProviders(<StandingRulesSection />);
    const field = await screen.findByLabelText('New rule');
    await user.click(field);
    await user.paste(body);
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fakeSupabase.tables.standing_rules).toHaveLength(1);
  });

  it('says the database’s refusal of a 21st rule (added in another tab) in a sentence', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StandingRulesSection />);
    await screen.findByRole('list', { name: 'Standing rules' });
    const refusal = { code: '23514', message: 'You can keep at most 20 standing rules: delete one before adding another.', details: null, hint: null };
    fakeSupabase.client.from.mockImplementationOnce(() => ({ insert: async () => ({ data: null, error: refusal }) }) as never);
    await user.type(screen.getByLabelText('New rule'), 'One more');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('You can keep at most 20 standing rules: delete one before adding another.')).toBeInTheDocument();
    expect(screen.getByLabelText('New rule')).toHaveValue('One more');
  });

  it('says so when the rule to delete is not in the account any more, and deletes nothing else', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StandingRulesSection />);
    await screen.findByRole('list', { name: 'Standing rules' });
    fakeSupabase.tables.standing_rules.length = 0;
    await user.click(screen.getByRole('button', { name: 'Delete rule: never say I managed people' }));
    expect(await screen.findByText('This rule is not in your account (it may have been deleted already).')).toBeInTheDocument();
  });

  it('at 20 rules, says the limit instead of offering a 21st', async () => {
    fakeSupabase.tables.standing_rules = Array.from({ length: 20 }, (_, index) => rule(index));
    renderWithProviders(<StandingRulesSection />);
    expect(await screen.findByText('You have 20 rules, the most you can keep: delete one to add another.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New rule')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await switchToFrench();
    renderWithProviders(<StandingRulesSection />);
    expect(await screen.findByRole('heading', { name: 'Règles permanentes' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nouvelle règle')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer la règle : never say I managed people' })).toBeInTheDocument();
  });
});

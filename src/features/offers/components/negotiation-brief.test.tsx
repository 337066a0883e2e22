// The negotiation brief survives a reload (issue #43): written once (one question), it is kept by the gateway with the
// application's newest offer (the mocked answer writes the row as the gateway does, before it answers) and shown again,
// with the moment it was written, by a fresh page; the browser itself never writes it. Writing it again says it spends
// a question. A brief the gateway could not keep is still shown, with the person told to copy it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@/data/offers/types';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { renderWithProviders } from '@/testing/render';
import { sampleOffer } from '@/testing/sample-offer';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());
vi.mock('@/data/auth/auth-context', () => ({ useAuth: () => ({ user: { id: 'user-1' }, isReady: true, session: {} }) }));
vi.mock('@/lib/ai', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/ai')>()), completeAnswer: vi.fn() }));

const { completeAnswer } = await import('@/lib/ai');
const { OffersPanel } = await import('./offers-panel');
const { AWAITED_BRIEF_STORAGE_KEY, BRIEF_WAIT_MS } = await import('../hooks/use-awaited-brief');

const APPLICATION = 'app-1';
const BRIEF = '**What to ask for**: a base of [your number: target base] above the 90000 EUR offered.';

const offer = (id: string, createdAt: string, changes: Partial<Offer> = {}): Offer =>
  sampleOffer({ id, application_id: APPLICATION, label: id, created_at: createdAt, updated_at: createdAt, ...changes });

const KEPT_AT = '2026-11-28T12:00:00.000Z';

/** What the gateway does before it answers (supabase/functions/ai/negotiation-brief.ts): the brief on the offer, dated. */
function keptByGateway(offerId: string, text: string, at: string) {
  const row = fakeSupabase.tables.offers.find((candidate) => candidate.id === offerId)!;
  Object.assign(row, { negotiation_brief: text, negotiation_brief_at: at });
}

const briefRegion = () => screen.findByRole('article', { name: 'Negotiation brief' });

beforeEach(() => {
  localStorage.clear();
  resetFakeSupabase();
  vi.mocked(completeAnswer).mockReset();
});

describe('NegotiationBrief', () => {
  it('shows the brief the gateway kept with the newest offer, writes nothing itself, and a fresh page shows it again with its date and a rewrite that says it spends a question', async () => {
    fakeSupabase.tables.offers = [offer('first', '2026-11-01T09:00:00Z'), offer('revised', '2026-11-05T09:00:00Z')];
    vi.mocked(completeAnswer).mockImplementation(async () => {
      keptByGateway('revised', BRIEF, KEPT_AT);
      return BRIEF;
    });
    const user = userEvent.setup();
    const first = renderWithProviders(<OffersPanel applicationId={APPLICATION} />);
    await user.click(await screen.findByRole('button', { name: 'Write my negotiation brief' }));
    const written = await briefRegion();
    expect(written).toHaveTextContent('What to ask for: a base of [your number: target base]');
    expect(within(written).queryByRole('alert')).toBeNull();
    expect(within(written).getByTestId('brief-written-at')).toHaveTextContent('Written November 28, 2026');
    expect(completeAnswer).toHaveBeenCalledTimes(1);
    // One writer: the gateway. The page sent no write of its own to the offers.
    expect(fakeSupabase.log.filter((entry) => entry.table === 'offers')).toEqual([]);
    // Seen on this page: no other page waits for it.
    expect(JSON.parse(localStorage.getItem(AWAITED_BRIEF_STORAGE_KEY)!)).toEqual({});

    // A reload: a new page, a new cache, nothing asked of the AI.
    first.unmount();
    renderWithProviders(<OffersPanel applicationId={APPLICATION} />);
    const brief = await briefRegion();
    expect(brief).toHaveTextContent('What to ask for: a base of [your number: target base]');
    expect(within(brief).getByTestId('brief-written-at')).toHaveTextContent('Written November 28, 2026');
    expect(within(brief).queryByRole('alert')).toBeNull();
    expect(within(brief).queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Rewrite (1 question)' })).toBeEnabled();
    expect(completeAnswer).toHaveBeenCalledTimes(1);
  });

  it('says a kept brief came before the newest offer, and still shows a brief it could not keep, with the person told to copy it', async () => {
    fakeSupabase.tables.offers = [
      offer('first', '2026-11-01T09:00:00Z', { negotiation_brief: 'An older brief.', negotiation_brief_at: '2026-11-02T09:00:00Z' }),
      offer('revised', '2026-11-05T09:00:00Z'),
    ];
    const user = userEvent.setup();
    renderWithProviders(<OffersPanel applicationId={APPLICATION} />);
    const older = await briefRegion();
    expect(older).toHaveTextContent('An older brief.');
    expect(within(older).getByRole('note')).toHaveTextContent('Written before your newest offer was added: write it again to include it.');

    // The gateway could not keep it (the newest offer deleted elsewhere meanwhile): the answer comes, the row does not.
    vi.mocked(completeAnswer).mockResolvedValue(BRIEF);
    await user.click(screen.getByRole('button', { name: 'Rewrite (1 question)' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Negotiation brief' })).toHaveTextContent('a base of [your number: target base]'));
    expect(within(screen.getByRole('article', { name: 'Negotiation brief' })).getByRole('alert')).toHaveTextContent(
      'This brief could not be kept on your offer: copy it before you leave the page.',
    );
  });

  it('waits, on a page opened again, for the brief asked for before it was closed, without offering to spend another question, and shows it once kept', async () => {
    fakeSupabase.tables.offers = [offer('revised', '2026-11-05T09:00:00Z')];
    // The page that asked was closed while the gateway was writing: what it left behind.
    localStorage.setItem(AWAITED_BRIEF_STORAGE_KEY, JSON.stringify({ [APPLICATION]: { askedAt: new Date().toISOString(), keptBefore: null } }));
    renderWithProviders(<OffersPanel applicationId={APPLICATION} />);
    expect(await screen.findByRole('status')).toHaveTextContent('The brief you asked for is still being written');
    expect(screen.getByRole('button', { name: /Writing your brief/ })).toBeDisabled();
    expect(screen.queryByRole('article', { name: 'Negotiation brief' })).toBeNull();

    // The gateway keeps it; the page reads the offers again every few seconds while it waits (waitFor polls past one).
    keptByGateway('revised', BRIEF, KEPT_AT);
    const brief = await screen.findByRole('article', { name: 'Negotiation brief' }, { timeout: 5_000 });
    expect(brief).toHaveTextContent('What to ask for: a base of [your number: target base]');
    expect(screen.queryByText(/still being written/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Rewrite (1 question)' })).toBeEnabled();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(AWAITED_BRIEF_STORAGE_KEY)!)).toEqual({}));
    expect(completeAnswer).not.toHaveBeenCalled();
  });

  it('stops waiting for a brief asked for longer ago than one takes: none is coming, the button is back', async () => {
    fakeSupabase.tables.offers = [offer('revised', '2026-11-05T09:00:00Z')];
    const longAgo = new Date(Date.now() - BRIEF_WAIT_MS - 1_000).toISOString();
    localStorage.setItem(AWAITED_BRIEF_STORAGE_KEY, JSON.stringify({ [APPLICATION]: { askedAt: longAgo, keptBefore: null } }));
    renderWithProviders(<OffersPanel applicationId={APPLICATION} />);
    expect(await screen.findByRole('button', { name: 'Write my negotiation brief' })).toBeEnabled();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(AWAITED_BRIEF_STORAGE_KEY)!)).toEqual({}));
    expect(screen.queryByText(/still being written/)).toBeNull();
  });
});

// The analysis panel: locked for free plans, bad inputs stopped before any AI request, one retry on an unreadable answer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AiError } from '@/lib/ai';
import { PDF_TEXT_MESSAGES, PdfTextError } from '@/lib/pdf-text';
import { SAMPLE_ANALYSIS_RESULT } from '@/testing/sample-analysis';
import type { Application } from '@/data/applications/types';
import type { Subscription } from '@/data/subscriptions/get-subscription';
import { renderWithProviders } from '@/testing/render';
import { ANALYZER_TEXTS } from '../utils/analyzer-texts';
import { ANALYZER_BENEFITS } from './analyzer-locked';

const APP_ID = '11111111-2222-4333-8444-555555555555';

const h = vi.hoisted(() => ({
  application: null as unknown as Application,
  subscription: null as unknown as Subscription,
  savedAnalysis: null as null | Record<string, unknown>,
  upserts: [] as Array<Record<string, unknown>>,
  downloads: [] as string[],
}));

vi.mock('@/data/auth/auth-context', () => ({ useAuth: () => ({ user: { id: 'user-1' }, isReady: true, session: {} }) }));
vi.mock('@/data/subscriptions/get-subscription', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/subscriptions/get-subscription')>()),
  useSubscription: () => ({ isPending: false, isError: false, data: h.subscription, refetch: vi.fn() }),
}));
vi.mock('@/data/applications/get-application', () => ({ useApplication: () => ({ isPending: false, isError: false, data: h.application }) }));
vi.mock('@/lib/ai', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/ai')>()), completeAnswer: vi.fn() }));
vi.mock('@/lib/pdf-text', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/pdf-text')>()), extractPdfText: vi.fn() }));
vi.mock('@/lib/supabase', () => {
  const analyses = {
    select: () => analyses,
    eq: () => analyses,
    abortSignal: () => analyses,
    maybeSingle: async () => ({ data: h.savedAnalysis, error: null }),
    upsert: (row: Record<string, unknown>) => {
      h.upserts.push(row);
      const saved = { id: 'analysis-1', created_at: '2026-11-21T09:00:00Z', updated_at: '2026-11-21T09:00:00Z', ...row };
      return { select: () => ({ single: async () => ({ data: saved, error: null }) }) };
    },
  };
  const experiences = {
    select: () => experiences,
    order: () => experiences,
    abortSignal: async () => ({
      data: [
        {
          id: 'e1',
          company: 'Acme',
          job_title: 'Senior Frontend Engineer',
          start_date: '2019-03-01',
          end_date: null,
          current_job: true,
          missions: 'Design system',
        },
      ],
      error: null,
    }),
  };
  return {
    supabase: {
      from: vi.fn((table: string) => (table === 'application_analyses' ? analyses : experiences)),
      storage: {
        from: () => ({
          download: async (path: string) => {
            h.downloads.push(path);
            return { data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), error: null };
          },
        }),
      },
      auth: { getSession: vi.fn(async () => ({ data: { session: null } })) },
    },
  };
});

const { completeAnswer } = await import('@/lib/ai');
const { extractPdfText } = await import('@/lib/pdf-text');
const { AnalyzerPanel } = await import('./analyzer-panel');
const chat = vi.mocked(completeAnswer);
const extract = vi.mocked(extractPdfText);

const paid: Subscription = { user_id: 'user-1', plan_type: 'plus', status: 'active', current_period_end: '2999-01-01T00:00:00Z', cancel_at_period_end: false };

beforeEach(() => {
  h.application = {
    id: APP_ID,
    user_id: 'user-1',
    company_name: 'Initech',
    job_title: 'Frontend Engineer',
    application_date: '2026-11-02',
    status: 'Applied',
    job_link: null,
    resume_file: 'user-1/cv.pdf',
    resume_name: 'cv.pdf',
    job_offer_content: 'We need 5+ years of TypeScript and React, PostgreSQL, Kubernetes.',
    expected_interviews: 3,
    follow_up_on: null,
    source: null,
    status_changed_at: '2026-11-02T09:00:00Z',
    created_at: '2026-11-02T00:00:00Z',
    updated_at: '2026-11-02T00:00:00Z',
  };
  h.subscription = paid;
  h.savedAnalysis = null;
  h.upserts = [];
  h.downloads = [];
  chat.mockReset();
  extract.mockReset();
  extract.mockResolvedValue(['Ada Lovelace\nSenior Frontend Engineer, Acme (2019–now): built the React + TypeScript design system used by 40 engineers']);
});

function renderPanel() {
  return renderWithProviders(<AnalyzerPanel applicationId={APP_ID} />, { route: `/application/${APP_ID}` });
}

async function clickAnalyze() {
  await userEvent.click(await screen.findByRole('button', { name: 'Analyze fit' }));
}

describe('AnalyzerPanel', () => {
  it('shows free users what the analysis would give and a link to the plans, without the action', async () => {
    h.subscription = { ...paid, plan_type: 'free', current_period_end: null };
    renderPanel();
    const panel = screen.getByRole('region', { name: 'Fit analysis' });
    expect(within(panel).getByText(ANALYZER_TEXTS.planRequired)).toBeInTheDocument();
    for (const benefit of ANALYZER_BENEFITS) expect(within(panel).getByText(benefit)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
    expect(within(panel).queryByRole('button', { name: /Analyze/ })).not.toBeInTheDocument();
  });

  it('keeps an analysis saved on a paid plan readable after going back to free, without a new one', async () => {
    h.subscription = { ...paid, plan_type: 'free', current_period_end: null };
    h.savedAnalysis = {
      id: 'analysis-1',
      application_id: APP_ID,
      result: SAMPLE_ANALYSIS_RESULT,
      model: null,
      created_at: '2026-11-20T09:00:00Z',
      updated_at: '2026-11-20T09:00:00Z',
    };
    renderPanel();
    expect(await screen.findByRole('list', { name: 'Requirements' })).toBeInTheDocument();
    expect(screen.getByText(ANALYZER_TEXTS.planRequired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Analyze/ })).not.toBeInTheDocument();
  });

  it('treats an expired paid period as free', async () => {
    h.subscription = { ...paid, current_period_end: '2000-01-01T00:00:00Z' };
    renderPanel();
    expect(screen.getByRole('link', { name: 'See plans' })).toBeInTheDocument();
  });

  it('asks for the job offer text before any request', async () => {
    h.application = { ...h.application, job_offer_content: '  \n ' };
    renderPanel();
    await clickAnalyze();
    expect(await screen.findByRole('alert')).toHaveTextContent(ANALYZER_TEXTS.noJobOffer);
    expect(screen.getByRole('alert')).toHaveTextContent('choose Edit');
    expect(h.downloads).toEqual([]);
    expect(chat).not.toHaveBeenCalled();
  });

  it('asks for a resume before any request', async () => {
    h.application = { ...h.application, resume_file: null, resume_name: null };
    renderPanel();
    await clickAnalyze();
    expect(await screen.findByRole('alert')).toHaveTextContent(ANALYZER_TEXTS.noResume);
    expect(h.downloads).toEqual([]);
    expect(chat).not.toHaveBeenCalled();
  });

  it('explains a scanned resume and sends nothing to the AI', async () => {
    extract.mockRejectedValue(new PdfTextError('no_text'));
    renderPanel();
    await clickAnalyze();
    expect(await screen.findByRole('alert')).toHaveTextContent(PDF_TEXT_MESSAGES.noText);
    expect(h.downloads).toEqual(['user-1/cv.pdf']);
    expect(chat).not.toHaveBeenCalled();
  });

  it('explains a file that is not a readable PDF', async () => {
    extract.mockRejectedValue(new PdfTextError('unreadable'));
    renderPanel();
    await clickAnalyze();
    expect(await screen.findByRole('alert')).toHaveTextContent('This file could not be read as a PDF.');
    expect(chat).not.toHaveBeenCalled();
  });

  it('retries once on an unreadable answer, then reports it without showing anything', async () => {
    chat
      .mockResolvedValueOnce('{"requirements": [ this is not json')
      .mockResolvedValueOnce(JSON.stringify({ ...SAMPLE_ANALYSIS_RESULT, likely_questions: undefined }));
    renderPanel();
    await clickAnalyze();
    expect(await screen.findByRole('alert')).toHaveTextContent("The AI's answer could not be read. Try again.");
    expect(chat).toHaveBeenCalledTimes(2);
    expect(chat.mock.calls[0][0]).toMatchObject({ purpose: 'analyzer', session: `app_${APP_ID}` });
    expect(screen.queryByRole('list', { name: 'Requirements' })).not.toBeInTheDocument();
    expect(screen.queryByText(/5\+ years building web apps/)).not.toBeInTheDocument();
    expect(h.upserts).toEqual([]);
    expect(screen.getByRole('button', { name: 'Analyze fit' })).toBeEnabled();
  });

  it('uses the retry when it is readable, then shows and saves the analysis with its evidence and the model that wrote it', async () => {
    // The gateway reports the model that answered (the upstream's `model`): that one is saved, whatever the server's setting.
    chat.mockResolvedValueOnce('not json at all').mockImplementationOnce(async (_request, options) => {
      options?.onModel?.('gpt-6.1-sol-2026-09-29');
      return JSON.stringify(SAMPLE_ANALYSIS_RESULT);
    });
    renderPanel();
    await clickAnalyze();
    const requirements = await screen.findByRole('list', { name: 'Requirements' });
    expect(chat).toHaveBeenCalledTimes(2);
    expect(within(requirements).getAllByRole('listitem')).toHaveLength(4);
    expect(within(requirements).getByText(/built the React \+ TypeScript design system/)).toBeInTheDocument();
    expect(screen.getByTestId('overall-fit')).toHaveTextContent('Good fit · 57%');
    expect(screen.getByText(/Analyzed on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Practise these in the Coach/ })).toHaveAttribute('href', `/coach?session=app_${APP_ID}&practice=analysis`);
    expect(screen.getByRole('button', { name: 'Analyze again' })).toBeInTheDocument();
    // Saved with the résumé's text it was made from: the Copilot cites its lines (issue #39).
    expect(h.upserts).toEqual([
      {
        application_id: APP_ID,
        result: SAMPLE_ANALYSIS_RESULT,
        model: 'gpt-6.1-sol-2026-09-29',
        resume_text: 'Ada Lovelace\nSenior Frontend Engineer, Acme (2019–now): built the React + TypeScript design system used by 40 engineers',
      },
    ]);
    // The browser sends the resume's text; the gateway reads the job offer and the experiences itself.
    const request = chat.mock.calls[0][0] as { purpose: 'analyzer'; session: string; resumeText: string };
    expect(Object.keys(request).sort()).toEqual(['purpose', 'resumeText', 'session']);
    expect(request.resumeText).toContain('Ada Lovelace');
  });

  it('shows the saved analysis without a new request, gaps first in the to-do list', async () => {
    h.savedAnalysis = {
      id: 'analysis-1',
      application_id: APP_ID,
      result: SAMPLE_ANALYSIS_RESULT,
      model: 'gpt-3.5-turbo',
      created_at: '2026-11-20T09:00:00Z',
      updated_at: '2026-11-20T09:00:00Z',
    };
    renderPanel();
    const todo = await screen.findByRole('region', { name: 'Work on these before the interview' });
    const items = within(todo).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Kubernetes in production');
    expect(items[1]).toHaveTextContent('Experience with PostgreSQL');
    expect(screen.getByRole('button', { name: 'Analyze again' })).toBeInTheDocument();
    expect(chat).not.toHaveBeenCalled();
  });

  it('sends a plan refused by the gateway to the plans page', async () => {
    chat.mockRejectedValue(new AiError('plan_required', 'Analyze fit needs a paid plan.', 402));
    renderPanel();
    await clickAnalyze();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ANALYZER_TEXTS.planRequired);
    expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
    await waitFor(() => expect(chat).toHaveBeenCalledTimes(1));
  });
});

import { describe, expect, it } from 'vitest';
import { THANK_YOU_SIGNATURE } from '../../_shared/debrief-answer.ts';
import { checkChatRequest } from '../chat-request.ts';
import { buildDebriefPrompt, DEBRIEF_MAX_QUESTIONS, heardQuestions, type HistoryRow } from './debrief.ts';
import type { InterviewContext } from './interview-context.ts';

const context: InterviewContext = {
  mode: 'interview',
  application: { company_name: 'Initech', job_title: 'Product Owner', job_offer_content: 'You will own the billing roadmap.' },
  interview: { name: 'Hiring manager', interviewer_names: 'Bill Lumbergh', additional_info: null },
  experiences: [],
};
const INTERVIEW = 'int_0b7c4f0e-0d63-4a59-9a3c-1d1f6b6c2f10';

describe('heardQuestions', () => {
  it('counts a question heard twice once, keeping its newest suggested answer, in the order first heard', () => {
    const rows: HistoryRow[] = [
      { role: 'user', content: 'Tell me about yourself' },
      { role: 'assistant', content: 'First answer' },
      { role: 'user', content: 'Why Initech?' },
      { role: 'assistant', content: 'Because billing.' },
      { role: 'user', content: 'Tell me about yourself, right?' },
      { role: 'assistant', content: 'Second answer' },
    ];
    expect(heardQuestions(rows)).toEqual([
      { question: 'Tell me about yourself', suggested: 'Second answer' },
      { question: 'Why Initech?', suggested: 'Because billing.' },
    ]);
  });

  it('counts a question asked again with a leading filler or politeness once, in English and French', () => {
    const rows: HistoryRow[] = [
      { role: 'user', content: 'Parlez-moi d’un projet que vous avez mené.' },
      { role: 'assistant', content: 'Premier' },
      { role: 'user', content: 'Alors, euh, parlez-moi d’un projet que vous avez mené…' },
      { role: 'assistant', content: 'Second' },
      { role: 'user', content: 'So, um, could you tell me about a failure?' },
      { role: 'user', content: 'Tell me about a failure' },
      { role: 'user', content: 'Tell me about a failure you learned from' },
    ];
    expect(heardQuestions(rows).map(({ question, suggested }) => [question, suggested])).toEqual([
      ['Parlez-moi d’un projet que vous avez mené.', 'Second'],
      ['So, um, could you tell me about a failure?', ''],
      ['Tell me about a failure you learned from', ''],
    ]);
  });

  it('leaves a screen question and its answer out: its image is not kept, it cannot be drilled', () => {
    const rows: HistoryRow[] = [
      { role: 'user', content: 'Why Initech?' },
      { role: 'assistant', content: 'Because billing.' },
      { role: 'user', content: '[What’s on screen] Answer in Python please', isScreen: true },
      { role: 'assistant', content: 'def reverse(s): return s[::-1]' },
    ];
    expect(heardQuestions(rows)).toEqual([{ question: 'Why Initech?', suggested: 'Because billing.' }]);
  });

  it('keeps a question without an answer, skips an answer without a question, and keeps the newest questions', () => {
    expect(
      heardQuestions([
        { role: 'assistant', content: 'orphan' },
        { role: 'user', content: 'Any questions for us?' },
      ]),
    ).toEqual([{ question: 'Any questions for us?', suggested: '' }]);
    const many = Array.from({ length: DEBRIEF_MAX_QUESTIONS + 5 }, (_, i): HistoryRow => ({ role: 'user', content: `Question number ${i}` }));
    const kept = heardQuestions(many);
    expect(kept).toHaveLength(DEBRIEF_MAX_QUESTIONS);
    expect(kept[0].question).toBe('Question number 5');
  });
});

describe('buildDebriefPrompt', () => {
  it('asks for JSON in the interview language, addressed to the interviewers, from the questions and the notes', () => {
    const [system, user] = buildDebriefPrompt(
      context,
      'fr',
      [{ question: 'Why Initech?', suggested: 'Because billing.' }],
      'I forgot to mention the migration.',
    );
    expect(system.content).toContain('JSON object');
    expect(system.content).toContain('French (français)');
    expect(system.content).toContain('Bill Lumbergh');
    expect(system.content).toContain('Product Owner at Initech');
    expect(user.content).toContain('Q1: Why Initech?');
    expect(user.content).toContain('Suggested answer 1: Because billing.');
    expect(user.content).toContain('I forgot to mention the migration.');
  });

  it('asks for the thank-you signed with the mark the candidate’s name replaces, in every language', () => {
    const [system] = buildDebriefPrompt(context, 'fr', [{ question: 'Why Initech?', suggested: '' }], '');
    expect(system.content).toContain(`signed with exactly "${THANK_YOU_SIGNATURE}" in every language`);
  });
});

describe('the debrief request', () => {
  it('takes an interview session and its language, and nothing else', () => {
    expect(checkChatRequest({ purpose: 'debrief', session: INTERVIEW, settings: { interviewLanguage: 'fr' } })).toEqual({
      ok: true,
      request: { purpose: 'debrief', session: INTERVIEW, settings: { interviewLanguage: 'fr' } },
    });
    expect(checkChatRequest({ purpose: 'debrief', session: 'demo', settings: { interviewLanguage: 'en' } })).toMatchObject({ ok: false, status: 400 });
    expect(checkChatRequest({ purpose: 'debrief', session: INTERVIEW.replace('int_', 'app_'), settings: { interviewLanguage: 'en' } })).toMatchObject({
      ok: false,
    });
    const withTranscript = checkChatRequest({ purpose: 'debrief', session: INTERVIEW, settings: { interviewLanguage: 'en' }, transcript: 'Q: trust me' });
    expect(withTranscript).toMatchObject({ ok: false, status: 400 });
  });
});

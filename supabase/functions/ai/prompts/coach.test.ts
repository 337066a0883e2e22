import { describe, expect, it } from 'vitest';
import type { InterviewContext } from './interview-context.ts';
import { buildFeedbackPrompt, buildQuestionPrompt, buildSummaryPrompt } from './coach.ts';

const context: InterviewContext = {
  mode: 'interview',
  application: { company_name: 'Initech', job_title: 'Product Owner', job_offer_content: 'You will own the billing roadmap.' },
  interview: { name: 'Hiring manager', interviewer_names: 'Bill Lumbergh', additional_info: 'Ask about the TPS cover sheets.' },
  experiences: [
    { company: 'Globex', job_title: 'Business Analyst', start_date: '2021-01-01', end_date: null, current_job: true, missions: 'Ran the invoicing migration.' },
  ],
};

describe('coach prompts', () => {
  it('asks a question about the role, the interview and the experience, in the interview language', () => {
    const [system, user] = buildQuestionPrompt(context, { interviewLanguage: 'fr', responseLanguage: 'en' });
    expect(system.content).toContain('Product Owner at Initech');
    expect(system.content).toContain('You will own the billing roadmap.');
    expect(system.content).toContain('Interview: Hiring manager.');
    expect(system.content).toContain('Bill Lumbergh');
    expect(system.content).toContain('Business Analyst at Globex');
    expect(system.content).toContain('in French (français)');
    expect(user.content).toBe('Ask the first question of the interview.');
  });

  it('lists the questions already asked so the next one is new', () => {
    const [, user] = buildQuestionPrompt(context, { interviewLanguage: 'en', responseLanguage: 'en' }, [{ question: 'Why Initech?' }]);
    expect(user.content).toContain('1. Why Initech?');
    expect(user.content).toContain('Ask the next question.');
  });

  it('gives STAR feedback on the answer, with the same context, in the AI response language', () => {
    const [system, user] = buildFeedbackPrompt(context, { interviewLanguage: 'en', responseLanguage: 'de' }, 'Why Initech?', 'Because of billing.');
    expect(system.content).toContain('Always write the feedback in German (Deutsch)');
    expect(system.content).toContain('STAR');
    expect(system.content).toContain('What was strong');
    expect(system.content).toContain('What was missing');
    expect(system.content).toContain('Product Owner at Initech');
    expect(system.content).toContain('Ran the invoicing migration.');
    expect(user.content).toBe("Question: Why Initech?\n\nCandidate's answer: Because of billing.");
  });

  it('drills the debrief’s weak points in a debrief drill: the questions aim at them, the feedback measures against them', () => {
    const weakPoints = { toWorkOn: ['Give numbers'], answerNotes: [{ question: 'Why Initech?', note: 'Too long.' }] };
    const [asking] = buildQuestionPrompt(context, { interviewLanguage: 'fr', responseLanguage: 'fr' }, [], weakPoints);
    expect(asking.content).toContain('practise these, one weak point at a time:\n- To work on: Give numbers\n- Asked "Why Initech?": Too long.');
    expect(asking.content.endsWith('Reminder: ask one question, in French (français).')).toBe(true);
    const [judging] = buildFeedbackPrompt(context, { interviewLanguage: 'fr', responseLanguage: 'fr' }, 'Why Initech?', 'Billing.', weakPoints);
    expect(judging.content).toContain('whether it does better than in the real interview:\n- To work on: Give numbers');
    // A plain session, or a debrief with nothing to work on, has no such section.
    for (const plain of [null, { toWorkOn: [], answerNotes: [] }]) {
      expect(buildQuestionPrompt(context, { interviewLanguage: 'en', responseLanguage: 'en' }, [], plain)[0].content).not.toContain('weak points');
      expect(buildFeedbackPrompt(context, { interviewLanguage: 'en', responseLanguage: 'en' }, 'Q', 'A', plain)[0].content).not.toContain('weak points');
    }
  });

  it('names the answer’s claims the record does not hold, as the gateway’s check found them, and nothing when there are none', () => {
    const [system] = buildFeedbackPrompt(context, { interviewLanguage: 'en', responseLanguage: 'fr' }, 'Q', 'A 40% gain with Kubernetes.', null, [
      '40%',
      'Kubernetes',
    ]);
    expect(system.content).toContain('The answer claims specifics the candidate\'s record (the evidence above) does not hold: "40%", "Kubernetes".');
    expect(system.content).toContain('add them to their facts about me');
    expect(system.content.endsWith('Reminder: feedback in French (français).')).toBe(true);
    expect(buildFeedbackPrompt(context, { interviewLanguage: 'en', responseLanguage: 'en' }, 'Q', 'A', null, [])[0].content).not.toContain('does not hold');
  });

  it('uses the demo role in demo mode', () => {
    const [system] = buildFeedbackPrompt({ mode: 'demo' }, { interviewLanguage: 'en', responseLanguage: 'en' }, 'Q', 'A');
    expect(system.content).toContain('Product Manager at Northwind Analytics');
    expect(system.content).toContain('Always write the feedback in English');
  });

  it('asks for a JSON summary with one score per answer, in the response language', () => {
    const [system, user] = buildSummaryPrompt(context, { interviewLanguage: 'en', responseLanguage: 'es' }, [
      { question: 'Why Initech?', answer: 'Billing.' },
      { question: 'A conflict?', answer: 'None.' },
    ]);
    expect(system.content).toContain('JSON');
    expect(system.content).toContain('Spanish (español)');
    expect(user.content).toContain('Q2: A conflict?\nA2: None.');
  });
});

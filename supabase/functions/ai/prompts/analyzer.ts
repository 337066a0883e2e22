// The Analyzer's prompt: JSON only, requirements marked with quoted evidence, no invented overall score.
import type { ChatMessage, PromptApplication, PromptExperience } from './interview-context.ts';

/** Per-part budgets keep the request well inside the gateway's 32,000 characters per message. */
export const INPUT_LIMITS = { jobOffer: 10_000, resume: 12_000, experiences: 6_000 } as const;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}\n[…cut]`;
}

function describeExperience(experience: PromptExperience): string {
  const period = `${experience.start_date.slice(0, 7)} – ${experience.current_job ? 'now' : (experience.end_date ?? '').slice(0, 7)}`;
  const missions = experience.missions?.trim() ? `\n  ${experience.missions.trim().replace(/\n+/g, '\n  ')}` : '';
  return `- ${experience.job_title} at ${experience.company} (${period})${missions}`;
}

export const ANALYSIS_SYSTEM_PROMPT = [
  "You compare a job offer with a candidate's resume and listed experiences, for the candidate preparing to apply and interview.",
  'Answer with JSON only: one JSON object, no markdown, no text around it, with exactly these keys:',
  '"requirements": 4 to 12 objects, the most important requirements of the job offer, each {"requirement": short text, "importance": "must_have" or "nice_to_have", "mark": "met", "partly_met" or "missing", "evidence": the resume line or experience the mark rests on, quoted word for word ("" when missing), "source": "resume", "experience" or "none"};',
  '"missing_keywords": important words of the job offer that the resume does not contain (at most 15);',
  '"talking_points": exactly 3 short points the candidate should bring up for this job, based on their real evidence;',
  '"likely_questions": 4 to 8 interview questions the candidate is most likely to face for this job, given the gaps and strengths.',
  'Mark "met" only with evidence that fully covers the requirement, "partly_met" when the evidence covers part of it. Never invent evidence: quote only text that appears in the resume or experiences. Do not give an overall score.',
].join('\n');

export function buildAnalysisMessages(input: {
  application: PromptApplication;
  resumeText: string;
  experiences: ReadonlyArray<PromptExperience>;
}): ChatMessage[] {
  const { application, resumeText, experiences } = input;
  const experienceText = experiences.length ? clip(experiences.map(describeExperience).join('\n'), INPUT_LIMITS.experiences) : '(none listed)';
  const user = [
    `JOB OFFER: ${application.job_title} at ${application.company_name}`,
    clip((application.job_offer_content ?? '').trim(), INPUT_LIMITS.jobOffer),
    '',
    'RESUME (text of the PDF):',
    clip(resumeText.trim(), INPUT_LIMITS.resume),
    '',
    'EXPERIENCES:',
    experienceText,
    '',
    'Return the JSON object now.',
  ].join('\n');
  return [
    { role: 'system', content: ANALYSIS_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}

// What the AI knows about the interview, shared by the Copilot and the Coach prompts: the application and its
// job offer, the interview, and the candidate's experiences, each cut to a size that keeps every prompt well
// inside the AI gateway's limits (32,000 characters a message). Pure, so it is unit-tested.
import type { AiLanguage } from '../../_shared/ai-contract.ts';
import { mechanicalRule, STANDING_RULE_LIMITS } from '../../_shared/standing-rules.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface PromptApplication {
  company_name: string;
  job_title: string;
  job_offer_content: string | null;
}

export interface PromptInterview {
  name: string;
  interviewer_names: string | null;
  additional_info: string | null;
}

export interface PromptExperience {
  company: string;
  job_title: string;
  start_date: string;
  end_date: string | null;
  current_job: boolean;
  missions: string | null;
}

export interface InterviewContext {
  mode: 'application' | 'interview' | 'demo';
  application?: PromptApplication | null;
  interview?: PromptInterview | null;
  experiences?: ReadonlyArray<PromptExperience>;
  /** The Analyzer's saved fit analysis of the application, already summarised (analysis-summary.ts). */
  fitAnalysis?: string | null;
  /** The person's standing rules (issue #39), as they wrote them. */
  standingRules?: ReadonlyArray<string>;
  /**
   * The record as numbered evidence and the rule to cite it (issue #39, evidenceSection in evidence.ts): when given,
   * it stands in for the experience, the job offer and the interview's notes.
   */
  evidence?: string;
}

export const PROMPT_LIMITS = {
  jobOfferChars: 6_000,
  interviewInfoChars: 2_000,
  interviewersChars: 500,
  experiences: 8,
  missionsChars: 1_200,
  fitAnalysisChars: 1_500,
  experiencesChars: 8_000,
  questionChars: 8_000,
} as const;

export const TRUNCATION_MARK = ' […]';

/** A demo role for people who try the Copilot or the Coach before adding their own applications. */
export const DEMO_ROLE: PromptApplication = {
  company_name: 'Northwind Analytics',
  job_title: 'Product Manager',
  job_offer_content:
    'Northwind Analytics builds a data platform for retailers. As Product Manager you own the roadmap of the reporting product, ' +
    'work with 8 engineers and a designer, talk to customers every week, and turn their needs into clear priorities. ' +
    'We look for 3+ years of product experience, strong communication, and comfort with metrics and SQL.',
};

const ENGLISH_NAMES: Record<AiLanguage, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  ru: 'Russian',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
};

/** Native names help the model keep to the language even when the question is in another one. */
const NATIVE_NAMES: Record<AiLanguage, string> = {
  en: 'English',
  fr: 'français',
  es: 'español',
  de: 'Deutsch',
  it: 'italiano',
  pt: 'português',
  nl: 'Nederlands',
  ru: 'русский',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
};

/** Cuts text to `max` characters on a word boundary where possible, and says that it did. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - TRUNCATION_MARK.length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > max * 0.8 ? cut.slice(0, lastSpace) : cut}${TRUNCATION_MARK}`;
}

/** Keeps the end of a long transcript: what was said last matters most. */
export function truncateQuestion(question: string, max: number = PROMPT_LIMITS.questionChars): string {
  const clean = question.trim();
  if (clean.length <= max) return clean;
  return `[…] ${clean.slice(clean.length - (max - 4))}`;
}

/** 'English', or 'French (français)': named in English and natively. */
export function languageName(code: AiLanguage): string {
  const english = ENGLISH_NAMES[code] ?? 'English';
  return code === 'en' ? english : `${english} (${NATIVE_NAMES[code] ?? english})`;
}

function formatPeriod(experience: PromptExperience): string {
  const end = experience.current_job ? 'present' : experience.end_date || 'unknown';
  return `${experience.start_date} to ${end}`;
}

function experiencesSection(experiences: ReadonlyArray<PromptExperience>): string | null {
  if (experiences.length === 0) return null;
  const lines: string[] = [];
  let used = 0;
  for (const experience of experiences.slice(0, PROMPT_LIMITS.experiences)) {
    const missions = experience.missions?.trim() ? `\n  Missions: ${truncate(experience.missions, PROMPT_LIMITS.missionsChars)}` : '';
    const entry = `- ${experience.job_title} at ${experience.company} (${formatPeriod(experience)})${missions}`;
    if (used + entry.length > PROMPT_LIMITS.experiencesChars) break;
    lines.push(entry);
    used += entry.length;
  }
  const left = experiences.length - lines.length;
  if (left > 0) lines.push(`- (${left} older experience${left === 1 ? '' : 's'} not listed)`);
  return `The candidate's experience:\n${lines.join('\n')}`;
}

function roleSection(application: PromptApplication, heading: string, withOffer = true): string {
  const parts = [`${heading}: ${application.job_title} at ${application.company_name}.`];
  if (withOffer && application.job_offer_content?.trim()) parts.push(`Job offer:\n${truncate(application.job_offer_content, PROMPT_LIMITS.jobOfferChars)}`);
  return parts.join('\n');
}

function interviewSection(interview: PromptInterview, withNotes = true): string {
  const parts = [`Interview: ${interview.name}.`];
  if (interview.interviewer_names?.trim()) parts.push(`Interviewer(s): ${truncate(interview.interviewer_names, PROMPT_LIMITS.interviewersChars)}.`);
  if (withNotes && interview.additional_info?.trim())
    parts.push(`Notes about this interview:\n${truncate(interview.additional_info, PROMPT_LIMITS.interviewInfoChars)}`);
  return parts.join('\n');
}

/** The person's own rules, a length one also in words (the model counts words, not seconds); null when there are none. */
function standingRulesSection(rules: ReadonlyArray<string>): string | null {
  const lines = rules
    .filter((rule) => rule.trim())
    .slice(0, STANDING_RULE_LIMITS.count)
    .map((rule) => {
      const check = mechanicalRule(rule);
      return `- ${truncate(rule, STANDING_RULE_LIMITS.chars)}${check?.kind === 'max-words' ? ` (at most ${check.words} words)` : ''}`;
    });
  if (lines.length === 0) return null;
  return (
    "The candidate's standing rules, written once for every interview: an answer suggested for them must keep to each one, " +
    `above any other guidance on content and length, and feedback holds their own answers to them:\n${lines.join('\n')}`
  );
}

/**
 * The context sections, in order: the role (or the demo role), the interview (interview sessions only), the experience,
 * the fit analysis, the person's standing rules.
 */
export function interviewContextSections(context: InterviewContext): string[] {
  const sections: string[] = [];
  const isCited = context.evidence !== undefined;
  if (context.mode === 'demo') {
    sections.push(`This is a demo session with a sample role.\n${roleSection(DEMO_ROLE, 'Role')}`);
  } else if (context.application) {
    sections.push(roleSection(context.application, 'Role applied for', !isCited));
  }
  if (context.mode === 'interview' && context.interview) sections.push(interviewSection(context.interview, !isCited));
  const experience = isCited ? context.evidence : experiencesSection(context.experiences ?? []);
  if (experience) sections.push(experience);
  if (context.mode !== 'demo' && context.fitAnalysis?.trim()) {
    sections.push(
      `Fit analysis of the candidate for this role (use its evidence and talking points; be honest about its gaps):\n${truncate(context.fitAnalysis, PROMPT_LIMITS.fitAnalysisChars)}`,
    );
  }
  const rules = standingRulesSection(context.standingRules ?? []);
  if (rules) sections.push(rules);
  return sections;
}

// The offer stage (issue #43): the negotiation brief (what to ask for and how, from the offers on record, the other
// live applications, the interviews' debriefs and the person's standing rules), and the Coach's role-play of the
// recruiter who made an offer. Every number given to the model comes from the record, year totals counted the way the
// compare view counts them (offer-compensation.ts); the model is told to invent none and to cite no market data. Pure.
import type { AiLanguage } from '../../_shared/ai-contract.ts';
import { compensationOf, type OfferTerms } from '../../_shared/offer-compensation.ts';
import { languageName, truncate, type ChatMessage } from './interview-context.ts';

export interface PromptOffer extends OfferTerms {
  company_name: string;
  job_title: string;
  label: string;
  benefits_notes: string;
  remote_policy: string | null;
  start_date: string | null;
  deadline: string | null;
}

export interface NegotiationRecord {
  application: { company_name: string; job_title: string };
  /** The offers on this application, oldest first (a revised offer last). */
  offers: ReadonlyArray<PromptOffer>;
  /** The person's offers from other companies: the strongest leverage. */
  otherOffers: ReadonlyArray<PromptOffer>;
  /** Other applications still going (applied, in progress, succeeded). */
  liveApplications: ReadonlyArray<{ company_name: string; job_title: string; status: string }>;
  debriefs: ReadonlyArray<{ interview: string; wentWell: ReadonlyArray<string>; toWorkOn: ReadonlyArray<string>; outcome: string | null }>;
  standingRules: ReadonlyArray<string>;
}

/** How numbers are written in the prompt: plain, unambiguous, the currency code after (62000 EUR). */
const amount = (value: number, currency: string) => `${Number(value.toFixed(2))} ${currency}`;

/** An offer as lines of facts, each number from the record (and the year totals counted from them). */
export function offerFacts(offer: PromptOffer): string {
  const money = (value: number) => amount(value, offer.currency);
  const lines = [`Base salary: ${money(offer.base_salary)} a year`];
  if (offer.bonus_percent !== null) lines.push(`Target bonus: ${offer.bonus_percent}% of base`);
  if (offer.bonus_amount !== null) lines.push(`Target bonus: ${money(offer.bonus_amount)} a year`);
  if (offer.equity_amount !== null) lines.push(`Equity grant: ${money(offer.equity_amount)} in all`);
  if (offer.equity_units !== null && offer.equity_unit_price !== null)
    lines.push(`Equity grant: ${offer.equity_units} units at ${money(offer.equity_unit_price)} each`);
  if (offer.vesting_percents)
    lines.push(`Vesting: ${offer.vesting_percents.map((percent) => `${percent}%`).join(' / ')} per year, cliff ${offer.vesting_cliff_months} months`);
  if (offer.sign_on_amount !== null) lines.push(`Sign-on bonus: ${money(offer.sign_on_amount)} in year 1`);
  if (offer.sign_on_year_two !== null) lines.push(`Sign-on bonus, second part: ${money(offer.sign_on_year_two)} in year 2`);
  if (offer.relocation_amount !== null) lines.push(`Relocation: ${money(offer.relocation_amount)} once`);
  if (offer.remote_policy) lines.push(`Remote policy: ${offer.remote_policy}`);
  if (offer.start_date) lines.push(`Start date: ${offer.start_date}`);
  if (offer.deadline) lines.push(`Answer deadline: ${offer.deadline}`);
  if (offer.benefits_notes.trim()) lines.push(`Benefits: ${truncate(offer.benefits_notes, 600)}`);
  const compensation = compensationOf(offer);
  lines.push(`Total compensation by year (counted from the above): ${compensation.years.map((year) => `year ${year.year} ${money(year.total)}`).join(', ')}`);
  lines.push(`First-year cash (base, target bonus, sign-on): ${money(compensation.firstYearCash)}`);
  return lines.map((line) => `  - ${line}`).join('\n');
}

export const offerTitle = (offer: PromptOffer) => `${offer.company_name} — ${offer.job_title}${offer.label.trim() ? ` (${truncate(offer.label, 100)})` : ''}`;

/** The rule the brief and the role-play both keep: numbers from the record or left for the person. */
export const NUMBERS_RULE =
  'Every number you write must appear in the record below, or be a blank for the candidate to fill in, written exactly as [your number: what it is]. ' +
  'Never state market data, salary ranges, percentiles, survey figures or what "companies typically" pay; if a comparison with the market would help, tell the candidate to research it and leave [your number: …].';

export function rulesSection(rules: ReadonlyArray<string>): string[] {
  const lines = rules.filter((rule) => rule.trim()).map((rule) => `- ${truncate(rule, 200)}`);
  return lines.length > 0 ? [`The candidate's standing rules, to keep in everything suggested:\n${lines.join('\n')}`] : [];
}

export function buildNegotiationPrompt(record: NegotiationRecord, responseLanguage: AiLanguage): ChatMessage[] {
  const language = languageName(responseLanguage);
  const system = [
    `You are a salary negotiation coach preparing a candidate for the call about their job offer from ${record.application.company_name}. Write in ${language}, in Markdown, about 350 words, with these parts:`,
    '**What to ask for**: two or three concrete asks in order of priority, each with the number to ask for (from the record, or a blank) and why it is reasonable.',
    '**Your leverage**: what in the record strengthens the candidate (other offers, other live applications, what went well in the interviews); say plainly when there is little.',
    '**How to say it**: a short opening line, how to answer "what number do you have in mind?", and how to answer a first "no".',
    '**Before the call**: what the candidate should decide or check first (their walk-away number as [your number: …], the deadline).',
    NUMBERS_RULE,
    'Name another company only as the record names it. Do not promise an outcome.',
    ...rulesSection(record.standingRules),
  ].join('\n\n');
  const sections = [
    `The offer(s) from ${record.application.company_name} for ${record.application.job_title}, oldest first:\n${record.offers
      .map((offer) => `- ${offerTitle(offer)}\n${offerFacts(offer)}`)
      .join('\n')}`,
    record.otherOffers.length > 0
      ? `The candidate's other offers:\n${record.otherOffers.map((offer) => `- ${offerTitle(offer)}\n${offerFacts(offer)}`).join('\n')}`
      : 'The candidate has no other offer on record.',
    record.liveApplications.length > 0
      ? `Other applications still going:\n${record.liveApplications.map((application) => `- ${application.job_title} at ${application.company_name} (${application.status})`).join('\n')}`
      : 'No other application is still going.',
    ...(record.debriefs.length > 0
      ? [
          `The interviews with ${record.application.company_name}, from the candidate's debriefs:\n${record.debriefs
            .map(
              (debrief) =>
                `- ${truncate(debrief.interview, 200)}${debrief.outcome ? ` (outcome: ${debrief.outcome})` : ''}: went well: ${debrief.wentWell.map((item) => truncate(item, 300)).join('; ') || '(nothing noted)'}; to work on: ${debrief.toWorkOn.map((item) => truncate(item, 300)).join('; ') || '(nothing noted)'}`,
            )
            .join('\n')}`,
        ]
      : []),
  ];
  return [
    { role: 'system', content: system },
    { role: 'user', content: `The record:\n\n${sections.join('\n\n')}\n\nWrite the negotiation brief.` },
  ];
}

/** The Coach as the recruiter of one offer: the system prompt of its questions. */
export function recruiterSystem(offer: PromptOffer, interviewLanguage: AiLanguage, standingRules: ReadonlyArray<string>): string {
  const language = languageName(interviewLanguage);
  return [
    `You are the recruiter at ${offer.company_name} who made the candidate the offer below for ${offer.job_title}, in a spoken role-play of the negotiation call. The candidate practises negotiating it.`,
    `Say exactly one turn of the recruiter, in ${language}, in one to three sentences, ready to be read aloud: no stage directions, no coaching.`,
    'Play it realistically: open by asking what number the candidate has in mind before naming any flexibility, push back on the first ask (budget, internal equity, the bands), ask them to justify it, and concede only a little and only for good reasons. Stay polite.',
    `The offer as written:\n- ${offerTitle(offer)}\n${offerFacts(offer)}`,
    NUMBERS_RULE,
    ...rulesSection(standingRules),
  ].join('\n\n');
}

/** Feedback after each turn of the role-play: how the candidate negotiated. */
export function negotiationFeedbackSystem(offer: PromptOffer, responseLanguage: AiLanguage, standingRules: ReadonlyArray<string>): string {
  const language = languageName(responseLanguage);
  return [
    `You are a salary negotiation coach. The candidate is role-playing the call about their offer from ${offer.company_name}; the recruiter just spoke and the candidate answered. Give feedback they can use in their next answer.`,
    `Always write in ${language}, about 100 words, in Markdown with three short parts: **What worked**, **What gave ground** (a number said too early, an apology, a bluff, accepting the first no) and **Try saying** (one better sentence).`,
    `The offer:\n- ${offerTitle(offer)}\n${offerFacts(offer)}`,
    NUMBERS_RULE,
    ...rulesSection(standingRules),
  ].join('\n\n');
}

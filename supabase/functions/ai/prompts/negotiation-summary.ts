// The end of the Coach's recruiter role-play (issue #43, an offer's "Rehearse the call"): how the negotiation went,
// not how an interview went. The gateway chooses it from the request's practice and offer, read under the person's RLS
// (offer-context.ts); the browser sends the turns only. It answers in the shape every Coach summary has (scores per
// answer, strengths, what to practise), so the session is shown and saved like any other. Pure.
import type { AiLanguage } from '../../_shared/ai-contract.ts';
import { languageName, truncate, type ChatMessage } from './interview-context.ts';
import { NUMBERS_RULE, offerFacts, offerTitle, rulesSection, type PromptOffer } from './negotiation.ts';

/** The role-play's lines as the summary reads them: the recruiter's, then the candidate's answer. */
interface RolePlayTurn {
  question: string;
  answer?: string;
}

export function buildNegotiationSummaryPrompt(
  offer: PromptOffer,
  responseLanguage: AiLanguage,
  standingRules: ReadonlyArray<string>,
  turns: ReadonlyArray<RolePlayTurn>,
): ChatMessage[] {
  const language = languageName(responseLanguage);
  const system = [
    `You are a salary negotiation coach reviewing a whole role-play of the call about the candidate's offer from ${offer.company_name}: each line of the recruiter and the candidate's answer to it. Judge how the candidate negotiated, not how they would answer an interview question. Answer with a JSON object only:`,
    '{"scores": [one integer from 1 to 10 per candidate answer, in order: how well it negotiated], "strengths": [2 or 3 short sentences], "practice": [3 short sentences]}',
    '"strengths": what the candidate asked for (each ask with its number or term as they said it) and what they held firm on; if they asked for nothing, say so plainly.',
    '"practice": exactly three sentences, in this order, each opening with its label: what they conceded (a number said first or too early, an apology, a bluff, accepting the first no); what they left on the table (a term of the offer below they never raised: sign-on, equity, bonus, start date, remote policy, the deadline); and the next step before the real call.',
    `Write every sentence in ${language}, its label too (in English: "Asked:", "Held:", "Conceded:", "Left on the table:", "Next step:").`,
    `The offer being negotiated:\n- ${offerTitle(offer)}\n${offerFacts(offer)}`,
    NUMBERS_RULE,
    ...rulesSection(standingRules),
  ].join('\n\n');
  const transcript = turns
    .slice(-12)
    .map((turn, index) => `Recruiter ${index + 1}: ${truncate(turn.question, 400)}\nCandidate ${index + 1}: ${truncate(turn.answer ?? '', 1_500)}`)
    .join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: transcript },
  ];
}

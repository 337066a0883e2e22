// What the negotiation brief and the Coach's recruiter role-play know about the person's offers (issue #43), read with
// the person's own token like every other prompt input (session-context.ts), so row-level security decides: an offer
// or application id of someone else finds nothing. The browser sends ids only; every number comes from these rows.
import type { AiRequest, AiSessionId } from '../_shared/ai-contract.ts';
import type { BriefOffer } from './negotiation-brief.ts';
import { truncate, type ChatMessage } from './prompts/interview-context.ts';
import { buildNegotiationSummaryPrompt } from './prompts/negotiation-summary.ts';
import { buildNegotiationPrompt, negotiationFeedbackSystem, recruiterSystem, type NegotiationRecord, type PromptOffer } from './prompts/negotiation.ts';
import { readInterviewContext, select, SessionNotFoundError, type RestAccess } from './session-context.ts';

const OFFER_COLUMNS =
  'id,application_id,label,currency,base_salary,bonus_percent,bonus_amount,equity_amount,equity_units,equity_unit_price,vesting_percents,' +
  'vesting_cliff_months,sign_on_amount,sign_on_year_two,relocation_amount,benefits_notes,remote_policy,start_date,deadline,created_at';
/** Statuses of applications still going somewhere: leverage for a negotiation. */
const LIVE_STATUSES = ['Applied', 'In progress', 'Succeeded'];
const MAX_OFFERS = 20;
const MAX_LIVE_APPLICATIONS = 20;

type OfferRead = PromptOffer & { id: string; application_id: string; application: { company_name: string; job_title: string } | null };

function toPromptOffer(row: OfferRead): PromptOffer & { id: string; application_id: string } {
  const { application, ...offer } = row;
  return { ...offer, company_name: application?.company_name ?? '', job_title: application?.job_title ?? '' };
}

/** One offer of an application (`app_<id>`), or SessionNotFoundError when it is not the person's or not on it. */
async function readSessionOffer(access: RestAccess, session: AiSessionId, offerId: string): Promise<PromptOffer> {
  const applicationId = session.slice(4);
  const [row] = await select<OfferRead>(
    access,
    'offers',
    `select=${OFFER_COLUMNS},application:applications(company_name,job_title)&id=eq.${encodeURIComponent(offerId)}&application_id=eq.${applicationId}`,
  );
  if (!row) throw new SessionNotFoundError();
  return toPromptOffer(row);
}

/**
 * The brief's record: the application's offers (at least one, else null), the person's other offers, their other live
 * applications, and the debriefs of the application's interviews.
 */
async function readNegotiationRecord(
  access: RestAccess,
  session: AiSessionId,
): Promise<{ record: Omit<NegotiationRecord, 'standingRules' | 'application'>; newest: BriefOffer } | null> {
  const applicationId = session.slice(4);
  const [offers, applications, debriefs] = await Promise.all([
    select<OfferRead>(access, 'offers', `select=${OFFER_COLUMNS},application:applications(company_name,job_title)&order=created_at.asc&limit=${MAX_OFFERS}`),
    select<{ id: string; company_name: string; job_title: string; status: string }>(
      access,
      'applications',
      `select=id,company_name,job_title,status&status=in.(${LIVE_STATUSES.map((status) => `"${status}"`).join(',')})&id=neq.${applicationId}&order=updated_at.desc&limit=${MAX_LIVE_APPLICATIONS}`,
    ),
    select<{ went_well: string[]; to_work_on: string[]; outcome: string | null; interview: { name: string } | null }>(
      access,
      'interview_debriefs',
      `select=went_well,to_work_on,outcome,interview:interviews!inner(name,application_id)&interview.application_id=eq.${applicationId}`,
    ),
  ]);
  const all = offers.map(toPromptOffer);
  const own = all.filter((offer) => offer.application_id === applicationId);
  if (own.length === 0) return null;
  const newest = own[own.length - 1];
  const record = {
    offers: own,
    otherOffers: all.filter((offer) => offer.application_id !== applicationId),
    liveApplications: applications.map(({ company_name, job_title, status }) => ({ company_name, job_title, status })),
    debriefs: debriefs.map((debrief) => ({
      interview: debrief.interview?.name ?? '',
      wentWell: debrief.went_well,
      toWorkOn: debrief.to_work_on,
      outcome: debrief.outcome,
    })),
  };
  return { record, newest: { applicationId: newest.application_id, offerId: newest.id } };
}

/**
 * The negotiation brief's messages from the application's offers and everything else on record, with the offer the
 * brief is kept with (the newest: it leads with it, negotiation-brief.ts); null when the application has no offer.
 */
export async function negotiationMessages(
  access: RestAccess,
  request: Extract<AiRequest, { purpose: 'negotiation' }>,
): Promise<{ messages: ChatMessage[]; keepWith: BriefOffer } | null> {
  const [context, read] = await Promise.all([readInterviewContext(access, request.session), readNegotiationRecord(access, request.session)]);
  if (!context.application) throw new SessionNotFoundError();
  if (!read) return null;
  const record = { ...read.record, application: context.application, standingRules: context.standingRules ?? [] };
  return { messages: buildNegotiationPrompt(record, request.settings.responseLanguage), keepWith: read.newest };
}

type CoachRequest = Extract<AiRequest, { purpose: 'coach-question' | 'coach-feedback' | 'coach-summary' }>;
type RolePlayRequest = CoachRequest & { practice: 'negotiation'; offer: string };

export function isRolePlay(request: CoachRequest): request is RolePlayRequest {
  return request.practice === 'negotiation' && request.offer !== undefined;
}

/**
 * The Coach as the offer's recruiter: its next line, feedback on the candidate's answer to the last one, or the
 * summary of the whole call (negotiation-summary.ts: asked, conceded, left on the table, next step).
 */
export async function rolePlayMessages(access: RestAccess, request: RolePlayRequest): Promise<ChatMessage[]> {
  const [context, offer] = await Promise.all([readInterviewContext(access, request.session), readSessionOffer(access, request.session, request.offer)]);
  const rules = context.standingRules ?? [];
  if (request.purpose === 'coach-summary') return buildNegotiationSummaryPrompt(offer, request.settings.responseLanguage, rules, request.turns);
  if (request.purpose === 'coach-question') {
    const said = request.askedQuestions.slice(-8).map((line, index) => `${index + 1}. ${truncate(line, 400)}`);
    return [
      { role: 'system', content: recruiterSystem(offer, request.settings.interviewLanguage, rules) },
      { role: 'user', content: said.length > 0 ? `Your lines so far:\n${said.join('\n')}\n\nSay your next line.` : 'Open the call.' },
    ];
  }
  return [
    { role: 'system', content: negotiationFeedbackSystem(offer, request.settings.responseLanguage, rules) },
    { role: 'user', content: `Recruiter: ${truncate(request.question, 1_000)}\n\nCandidate's answer: ${truncate(request.answer, 6_000)}` },
  ];
}

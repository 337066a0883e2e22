// Turns a checked structured request into the upstream chat request: the prompt is built here, from the person's own
// rows (read with their token), never taken from the caller.
import { AI_JSON_PURPOSES, AI_MAX_TOKENS, AI_STREAMS, type AiRequest } from '../_shared/ai-contract.ts';
import { claimsNotInRecord, type EvidencePiece, type UnheldClaim } from '../_shared/evidence.ts';
import { chatParams } from './chat-params.ts';
import { PURPOSE_ROLE, type ModelChoice } from './models.ts';
import type { BriefOffer } from './negotiation-brief.ts';
import { isRolePlay, negotiationMessages, rolePlayMessages } from './offer-context.ts';
import { buildAnalysisMessages } from './prompts/analyzer.ts';
import { buildFeedbackPrompt, buildQuestionPrompt, buildSummaryPrompt } from './prompts/coach.ts';
import { buildCopilotPrompt } from './prompts/copilot.ts';
import { buildDebriefPrompt, heardQuestions } from './prompts/debrief.ts';
import { DEMO_ROLE, type ChatMessage } from './prompts/interview-context.ts';
import { buildScreenPrompt, type VisionMessage } from './prompts/screen.ts';
import {
  readCitedContext,
  readDebriefWeakPoints,
  readExperiences,
  readInterviewContext,
  readSessionApplication,
  readSessionHistory,
  SessionNotFoundError,
  type RestAccess,
} from './session-context.ts';

export class MissingInputError extends Error {}

/** The Coach's context, and the weak points of the interview's debrief when the session drills them. */
function coachContext(access: RestAccess, request: Extract<AiRequest, { purpose: 'coach-question' }>) {
  return Promise.all([readInterviewContext(access, request.session), request.practice === 'debrief' ? readDebriefWeakPoints(access, request.session) : null]);
}

/**
 * The prompt, and for a Copilot answer, the Coach's feedback or the debrief the evidence it may cite; for the
 * feedback, the candidate's claims the record does not hold too. Both go to the SPA with the answer (chat.ts).
 */
type Prompt = { messages: Array<ChatMessage | VisionMessage>; evidence?: EvidencePiece[]; claims?: UnheldClaim[]; keepWith?: BriefOffer };

async function promptFor(access: RestAccess, request: AiRequest): Promise<Prompt> {
  if (request.purpose === 'coach-feedback' && !isRolePlay(request)) return feedbackPrompt(access, request);
  if (request.purpose === 'debrief') return debriefPrompt(access, request);
  if (request.purpose === 'negotiation') return negotiationPrompt(access, request);
  if (request.purpose !== 'copilot') return { messages: await messagesFor(access, request) };
  const { context, evidence } = await readCitedContext(access, request.session);
  return { messages: buildCopilotPrompt({ ...context, ...request.settings, question: request.question }), evidence };
}

/**
 * The Coach grades truthfulness (issue #39): the feedback's prompt holds the person's record as evidence, as the
 * Copilot's does, and the deterministic check (_shared/evidence.ts) names the specifics of the answer the whole record
 * does not hold, so the feedback says so from the same list the SPA shows. One call: nothing more is charged.
 */
async function feedbackPrompt(access: RestAccess, request: Extract<AiRequest, { purpose: 'coach-feedback' }>): Promise<Prompt> {
  const [{ context, evidence }, weakPoints] = await Promise.all([
    readCitedContext(access, request.session),
    request.practice === 'debrief' ? readDebriefWeakPoints(access, request.session) : null,
  ]);
  // Naming the question's words, the interviewers or the demo's sample role claims nothing about the candidate.
  const role = context.mode === 'demo' ? DEMO_ROLE : context.application;
  const named = [
    request.question,
    context.interview?.name ?? '',
    context.interview?.interviewer_names ?? '',
    role ? `${role.company_name} ${role.job_title}` : '',
  ];
  const claims = claimsNotInRecord(request.answer, evidence, named);
  const languages = { interviewLanguage: request.settings.responseLanguage, responseLanguage: request.settings.responseLanguage };
  const messages = buildFeedbackPrompt(
    context,
    languages,
    request.question,
    request.answer,
    weakPoints,
    claims.map((claim) => claim.text),
  );
  return { messages, evidence, claims };
}

/**
 * The debrief's suggested answers cite the person's record as the Copilot's do (issue #39): the prompt holds it as
 * evidence, and the pieces go to the SPA with the completion, to be saved with the debrief.
 */
async function debriefPrompt(access: RestAccess, request: Extract<AiRequest, { purpose: 'debrief' }>): Promise<Prompt> {
  const [{ context, evidence }, history] = await Promise.all([readCitedContext(access, request.session), readSessionHistory(access, request.session)]);
  const heard = heardQuestions(history.rows);
  if (heard.length === 0) throw new MissingInputError('No question was heard in this interview’s Copilot sessions: there is nothing to debrief yet.');
  return { messages: buildDebriefPrompt(context, request.settings.interviewLanguage, heard, history.notes), evidence };
}

async function messagesFor(access: RestAccess, request: Exclude<AiRequest, { purpose: 'copilot' }>): Promise<Array<ChatMessage | VisionMessage>> {
  switch (request.purpose) {
    case 'coach-question': {
      if (isRolePlay(request)) return rolePlayMessages(access, request);
      const [context, weakPoints] = await coachContext(access, request);
      const languages = { interviewLanguage: request.settings.interviewLanguage, responseLanguage: request.settings.interviewLanguage };
      return buildQuestionPrompt(
        context,
        languages,
        request.askedQuestions.map((question) => ({ question })),
        weakPoints,
      );
    }
    case 'coach-feedback':
      // A role-play's feedback is the recruiter's; any other is cited, and promptFor takes it there first.
      return isRolePlay(request) ? rolePlayMessages(access, request) : (await feedbackPrompt(access, request)).messages;
    case 'coach-summary': {
      // An offer's "Rehearse the call" is summarised as the negotiation it was, from the offer the gateway reads.
      if (isRolePlay(request)) return rolePlayMessages(access, request);
      const context = await readInterviewContext(access, request.session);
      const languages = { interviewLanguage: request.settings.responseLanguage, responseLanguage: request.settings.responseLanguage };
      return buildSummaryPrompt(context, languages, request.turns);
    }
    case 'analyzer': {
      const [found, experiences] = await Promise.all([readSessionApplication(access, request.session), readExperiences(access)]);
      if (!found) throw new SessionNotFoundError();
      if (!found.application.job_offer_content?.trim()) throw new MissingInputError('Add the job offer to this application before analyzing it.');
      return buildAnalysisMessages({ application: found.application, resumeText: request.resumeText, experiences });
    }
    case 'screen': {
      const context = await readInterviewContext(access, request.session);
      return buildScreenPrompt({ ...context, ...request.settings, image: request.image, note: request.note });
    }
    case 'debrief':
      // promptFor takes it to debriefPrompt first.
      return (await debriefPrompt(access, request)).messages;
    case 'negotiation':
      // promptFor takes it to negotiationPrompt first.
      return (await negotiationPrompt(access, request)).messages;
  }
}

function maxTokensFor(request: AiRequest): number {
  return request.purpose === 'copilot' ? AI_MAX_TOKENS.copilot[request.settings.responseLength] : AI_MAX_TOKENS[request.purpose];
}

/** The negotiation brief's prompt, with the offer the gateway keeps the brief with once it is written (chat.ts). */
async function negotiationPrompt(access: RestAccess, request: Extract<AiRequest, { purpose: 'negotiation' }>): Promise<Prompt> {
  const prompt = await negotiationMessages(access, request);
  if (!prompt) throw new MissingInputError('Add the offer to this application before asking for a negotiation brief.');
  return prompt;
}

/**
 * The body sent upstream (OpenAI chat completions): the purpose's role names the model, its family the parameters;
 * the evidence a Copilot answer or the Coach's feedback may cite, with the feedback's unheld claims; and the offer a
 * negotiation brief is kept with.
 */
export async function upstreamChatBody(
  access: RestAccess,
  request: AiRequest,
  models: ModelChoice,
  chatParameters?: string,
): Promise<{ body: Record<string, unknown>; evidence?: EvidencePiece[]; claims?: UnheldClaim[]; keepWith?: BriefOffer }> {
  const role = PURPOSE_ROLE[request.purpose];
  const model = models[role];
  const { messages, evidence, claims, keepWith } = await promptFor(access, request);
  const body = {
    model,
    messages,
    stream: AI_STREAMS[request.purpose],
    ...chatParams({ model, maxTokens: maxTokensFor(request), isFast: role !== 'analysis', override: chatParameters }),
    ...(AI_JSON_PURPOSES.includes(request.purpose) ? { response_format: { type: 'json_object' } } : {}),
  };
  return { body, evidence, claims, keepWith };
}

// What the prompt knows about a session, read from the person's own rows through PostgREST with the person's own
// token (apikey = anon key), so row-level security decides: an id naming someone else's application or interview
// simply finds nothing.
import type { AiSessionId } from '../_shared/ai-contract.ts';
import type { EvidencePiece } from '../_shared/evidence.ts';
import { analysisPromptSummary, type AnalysisResult } from './prompts/analysis-summary.ts';
import type { DebriefWeakPoints } from './prompts/coach.ts';
import { buildEvidence, evidenceSection } from './prompts/evidence.ts';
import type { HistoryRow } from './prompts/debrief.ts';
import type { InterviewContext, PromptApplication, PromptExperience, PromptInterview } from './prompts/interview-context.ts';

export interface RestAccess {
  supabaseUrl: string;
  anonKey: string;
  /** The caller's `Authorization: Bearer <access token>` header. */
  authorization: string;
}

export class SessionNotFoundError extends Error {
  constructor() {
    super('This application or interview was not found in your account.');
    this.name = 'SessionNotFoundError';
  }
}

/** Rows of one table read with the person's own token (RLS decides); an id PostgREST cannot read is SessionNotFoundError. */
export async function select<T>(access: RestAccess, table: string, query: string): Promise<T[]> {
  const response = await fetch(`${access.supabaseUrl}/rest/v1/${table}?${query}`, {
    headers: { apikey: access.anonKey, authorization: access.authorization, accept: 'application/json' },
  });
  if (!response.ok) {
    await response.body?.cancel();
    // An id PostgREST cannot read as a uuid is someone's typo or probe, never a row of this person.
    if (response.status === 400) throw new SessionNotFoundError();
    throw new Error(`reading ${table} failed with status ${response.status}`);
  }
  return (await response.json()) as T[];
}

type ApplicationRow = PromptApplication & { id: string };
type InterviewRow = PromptInterview & { id: string; application_id: string };
type ExperienceRow = PromptExperience & { id: string };
/** A one-to-one embed: PostgREST gives an object (or null); an array where it cannot tell the relation is one-to-one. */
type AnalysisRead = { result: AnalysisResult; resume_text?: string | null };
type AnalysisEmbed = AnalysisRead | AnalysisRead[] | null | undefined;
type ApplicationRead = ApplicationRow & { application_analyses?: AnalysisEmbed };

const APPLICATION_COLUMNS = 'id,company_name,job_title,job_offer_content';
const INTERVIEW_COLUMNS = 'id,application_id,name,interviewer_names,additional_info';

interface SessionRows {
  application: ApplicationRow;
  interview: InterviewRow | null;
  analysis: AnalysisResult | null;
  /** The résumé's text saved with the analysis, when asked (issue #39). */
  resumeText: string | null;
}

/**
 * The application a session is about (`app_<id>`, or the parent of `int_<id>`) in one read, the interview and, when
 * asked, the saved fit analysis embedded (each round trip is on the way to the answer's first word); null for the demo.
 */
async function readSessionRows(access: RestAccess, session: AiSessionId, withAnalysis: boolean, withResume = false): Promise<SessionRows | null> {
  if (session === 'demo') return null;
  const [type, id] = [session.slice(0, 3), session.slice(4)];
  const applicationSelect = withAnalysis ? `${APPLICATION_COLUMNS},application_analyses(result${withResume ? ',resume_text' : ''})` : APPLICATION_COLUMNS;
  let interview: InterviewRow | null = null;
  let application: ApplicationRead | undefined;
  if (type === 'int') {
    const [row] = await select<InterviewRow & { application: ApplicationRead | null }>(
      access,
      'interviews',
      `select=${INTERVIEW_COLUMNS},application:applications(${applicationSelect})&id=eq.${id}`,
    );
    if (row?.application) ({ application, ...interview } = row);
  } else {
    [application] = await select<ApplicationRead>(access, 'applications', `select=${applicationSelect}&id=eq.${id}`);
  }
  if (!application) throw new SessionNotFoundError();
  const { application_analyses: embedded, ...columns } = application;
  const saved = Array.isArray(embedded) ? embedded[0] : embedded;
  return { application: columns, interview, analysis: saved?.result ?? null, resumeText: saved?.resume_text ?? null };
}

/** The application a session is about (`app_<id>`, or the parent of `int_<id>`), or null for the demo. */
export async function readSessionApplication(
  access: RestAccess,
  session: AiSessionId,
): Promise<{ application: ApplicationRow; interview: InterviewRow | null } | null> {
  return readSessionRows(access, session, false);
}

export function readExperiences(access: RestAccess): Promise<ExperienceRow[]> {
  return select<ExperienceRow>(access, 'experiences', 'select=id,company,job_title,start_date,end_date,current_job,missions&order=start_date.desc');
}

/** The person's standing rules (issue #39), in their order: at most 20, as public.standing_rules keeps. */
async function readStandingRules(access: RestAccess): Promise<string[]> {
  const rows = await select<{ body: string }>(access, 'standing_rules', 'select=body&order=position.asc,created_at.asc&limit=20');
  return rows.map((row) => row.body);
}

/**
 * Everything the Copilot, Coach and debrief prompts use: the role, the interview, the experiences, the saved fit
 * analysis and the person's standing rules, read side by side.
 */
export async function readInterviewContext(access: RestAccess, session: AiSessionId): Promise<InterviewContext> {
  const [found, experiences, standingRules] = await Promise.all([readSessionRows(access, session, true), readExperiences(access), readStandingRules(access)]);
  if (!found) return { mode: 'demo', experiences, standingRules };
  return {
    mode: found.interview ? 'interview' : 'application',
    application: found.application,
    interview: found.interview,
    experiences,
    fitAnalysis: found.analysis ? analysisPromptSummary({ result: found.analysis }) : null,
    standingRules,
  };
}

/**
 * The Copilot's context with the person's record as numbered evidence (issue #39): the rows of readInterviewContext
 * plus the résumé's text, the session's note and the "facts about me", all read side by side with the person's token.
 * The pieces go to the SPA with the answer; the prompt carries them in place of the experience and the job offer.
 */
export async function readCitedContext(access: RestAccess, session: AiSessionId): Promise<{ context: InterviewContext; evidence: EvidencePiece[] }> {
  const [found, experiences, standingRules, notes, profiles] = await Promise.all([
    readSessionRows(access, session, true, true),
    readExperiences(access),
    readStandingRules(access),
    select<{ content: string }>(access, 'user_notes', `select=content&session_id=eq.${encodeURIComponent(session)}`),
    select<{ facts_about_me: string }>(access, 'user_profiles', 'select=facts_about_me&limit=1'),
  ]);
  const evidence = buildEvidence({
    experiences,
    application: found ? { ...found.application, resume_text: found.resumeText } : null,
    interview: found?.interview ?? null,
    note: notes[0] ? { session, content: notes[0].content } : null,
    facts: profiles[0]?.facts_about_me ?? null,
  });
  const shared = { experiences, standingRules, evidence: evidenceSection(evidence) };
  if (!found) return { context: { mode: 'demo', ...shared }, evidence };
  return {
    context: {
      mode: found.interview ? 'interview' : 'application',
      application: found.application,
      interview: found.interview,
      fitAnalysis: found.analysis ? analysisPromptSummary({ result: found.analysis }) : null,
      ...shared,
    },
    evidence,
  };
}

/** A session's Copilot history (oldest first, at most 400 rows) and its note: the debrief's material, under the person's RLS. */
export async function readSessionHistory(access: RestAccess, session: AiSessionId): Promise<{ rows: HistoryRow[]; notes: string }> {
  const id = encodeURIComponent(session);
  const [rows, screenRows, notes] = await Promise.all([
    select<HistoryRow & { id: string }>(access, 'chat_messages', `select=id,role,content&session_id=eq.${id}&order=created_at.asc,id.asc&limit=400`),
    // The screen questions, by id: their thumbnails (up to 60 KB each) are not read.
    select<{ id: string }>(access, 'chat_messages', `select=id&session_id=eq.${id}&screenshot_thumbnail=not.is.null&limit=400`),
    select<{ content: string }>(access, 'user_notes', `select=content&session_id=eq.${id}`),
  ]);
  const screenIds = new Set(screenRows.map((row) => row.id));
  return { rows: rows.map(({ id: rowId, ...row }) => ({ ...row, isScreen: screenIds.has(rowId) })), notes: notes[0]?.content ?? '' };
}

/** A debrief drill's weak points: the interview's debrief under the person's RLS (someone else's is never found), or null. */
export async function readDebriefWeakPoints(access: RestAccess, session: AiSessionId): Promise<DebriefWeakPoints | null> {
  if (!session.startsWith('int_')) return null;
  type DebriefRow = { to_work_on: string[]; questions: Array<{ question: string; note: string }> };
  const [debrief] = await select<DebriefRow>(access, 'interview_debriefs', `select=to_work_on,questions&interview_id=eq.${session.slice(4)}`);
  if (!debrief) return null;
  return {
    toWorkOn: debrief.to_work_on,
    answerNotes: debrief.questions.filter((entry) => entry.note.trim()).map(({ question, note }) => ({ question, note })),
  };
}

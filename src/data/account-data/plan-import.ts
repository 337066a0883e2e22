// Turns an export's rows into rows of another account: new ids everywhere, the new owner, copilot session ids
// (app_<id>, int_<id>), debriefs' interviews and resume paths pointing at the new applications, interviews and files.
// Pure: no I/O.
import type { AccountExport } from './read-export';
import { avatarPathOf } from '@/data/profile/avatar-path';
import type { ImportProblem, Row } from './format';

export type ImportPayload = Record<
  | 'applications'
  | 'application_status_events'
  | 'interviews'
  | 'experiences'
  | 'application_analyses'
  | 'chat_messages'
  | 'user_notes'
  | 'interview_debriefs'
  | 'standing_rules'
  | 'offers'
  | 'coach_sessions',
  Row[]
> & {
  profile: Row | null;
};

export interface ImportPlanInput {
  userId: string;
  /** `<bucket>/<old path>` → new path of the uploaded copy. */
  newPaths: Map<string, string>;
  newId?: () => string;
}

export function planImport(source: AccountExport, input: ImportPlanInput): { payload: ImportPayload; problems: ImportProblem[] } {
  const newId = input.newId ?? (() => crypto.randomUUID());
  const problems: ImportProblem[] = [];
  const applicationIds = new Map<string, string>();
  const interviewIds = new Map<string, string>();
  const owned = (row: Row) => ({ ...row, id: newId(), user_id: input.userId });

  // read-export.ts checked every row against its table's schema: the ids are uuids, the references strings.
  for (const row of source.rows.applications) applicationIds.set(row.id, newId());
  for (const row of source.rows.interviews) interviewIds.set(row.id, newId());

  const parent = (table: string, item: number, id: string): string | null => {
    const mapped = applicationIds.get(id);
    if (!mapped) problems.push({ table, item, message: `refers to an application that is not in the export (${id})` });
    return mapped ?? null;
  };
  const session = (table: string, item: number, sessionId: string): string | null => {
    if (sessionId === 'demo') return 'demo';
    const match = /^(app|int)_(.+)$/.exec(sessionId);
    const mapped = match ? (match[1] === 'app' ? applicationIds : interviewIds).get(match[2]) : undefined;
    if (!match || !mapped) {
      problems.push({ table, item, message: `refers to a copilot session that is not in the export (${sessionId})` });
      return null;
    }
    return `${match[1]}_${mapped}`;
  };
  const withSession = (table: string) => (row: Row & { session_id: string }, index: number) => ({
    ...owned(row),
    session_id: session(table, index + 1, row.session_id),
  });

  const applications = source.rows.applications.map((row, index) => {
    let resumeFile: string | null = null;
    if (row.resume_file) {
      resumeFile = input.newPaths.get(`resumes/${row.resume_file}`) ?? null;
      if (!resumeFile)
        problems.push({ table: 'applications', item: index + 1, message: `its resume ${row.resume_name ?? row.resume_file} is not in the export` });
    }
    return { ...row, id: applicationIds.get(row.id), user_id: input.userId, resume_file: resumeFile };
  });
  const interviews = source.rows.interviews.map((row, index) => ({
    ...row,
    id: interviewIds.get(row.id),
    application_id: parent('interviews', index + 1, row.application_id),
  }));
  const analyses = source.rows.application_analyses.map((row, index) => ({
    ...owned(row),
    application_id: parent('application_analyses', index + 1, row.application_id),
  }));
  const debriefs = source.rows.interview_debriefs.map((row, index) => {
    const interviewId = interviewIds.get(row.interview_id);
    if (!interviewId)
      problems.push({ table: 'interview_debriefs', item: index + 1, message: `refers to an interview that is not in the export (${row.interview_id})` });
    return { ...owned(row), interview_id: interviewId ?? null };
  });

  const offerIds = new Map<string, string>();
  const offers = source.rows.offers.map((row, index) => {
    const offer = { ...owned(row), application_id: parent('offers', index + 1, row.application_id) };
    if (typeof row.id === 'string') offerIds.set(row.id, offer.id);
    return offer;
  });

  const [profileRow] = source.rows.user_profiles;
  let profile: Row | null = null;
  if (profileRow) {
    // The photo is stored as the path of its uploaded copy (an export's path or, from older exports, its public URL).
    const photoPath = avatarPathOf(profileRow.photo_url);
    const photo = photoPath ? (input.newPaths.get(`avatars/${photoPath}`) ?? null) : (profileRow.photo_url ?? null);
    profile = { ...profileRow, id: input.userId, photo_url: photo };
  }

  return {
    payload: {
      profile,
      applications,
      // Each application's history, on its new id (import_account keeps it as it was, with no starting event added).
      application_status_events: source.rows.application_status_events.map((row, index) => ({
        ...owned(row),
        application_id: parent('application_status_events', index + 1, row.application_id),
      })),
      interviews,
      experiences: source.rows.experiences.map(owned),
      application_analyses: analyses,
      chat_messages: source.rows.chat_messages.map(withSession('chat_messages')),
      user_notes: source.rows.user_notes.map(withSession('user_notes')),
      interview_debriefs: debriefs,
      standing_rules: source.rows.standing_rules.map(owned),
      offers,
      // A negotiation role-play on its offer's new id; on none when its offer is not in the export, as when deleted.
      coach_sessions: source.rows.coach_sessions.map((row, index) => ({
        ...withSession('coach_sessions')(row, index),
        offer_id: row.offer_id ? (offerIds.get(row.offer_id) ?? null) : null,
      })),
    },
    problems,
  };
}

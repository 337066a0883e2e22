// The evidence an answer may cite (issue #39), built by the gateway from the person's own rows (the browser sends
// none): each experience (its heading and each line of its missions), the résumé's lines, the application and each
// line of its job offer, the interview's notes, the session's note and the "facts about me". Each piece has a stable
// id and, in the prompt, a short ref ([E1]…) that keeps the tokens low; the same pieces go to the SPA as the stream's
// first chunk (chat.ts), so the answer's markers map back to them. Pure, so it is unit-tested.
import { FACTS_ABOUT_ME_CHARS, type EvidencePiece } from '../../_shared/evidence.ts';
import { PROMPT_LIMITS, truncate, type PromptApplication, type PromptExperience, type PromptInterview } from './interview-context.ts';

export interface EvidenceRecord {
  experiences: ReadonlyArray<PromptExperience & { id: string }>;
  application?: (PromptApplication & { id: string; resume_text?: string | null }) | null;
  interview?: (PromptInterview & { id: string }) | null;
  /** The Copilot session's own note (user_notes), and the session it belongs to. */
  note?: { session: string; content: string } | null;
  facts?: string | null;
}

const EVIDENCE_LIMITS = {
  /** A longer line is cut into its sentences: a source is shown whole, and a short one is read at a glance. */
  lineChars: 300,
  resumeChars: 3_000,
  noteChars: 1_500,
  factsChars: FACTS_ABOUT_ME_CHARS,
} as const;

/** The lines of a text: list marks dropped, blank lines skipped, a long line cut at its sentences. */
export function evidenceLines(text: string | null | undefined): string[] {
  if (!text?.trim()) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·–]|\d+[.)])\s+/u, '').trim())
    .filter(Boolean)
    .flatMap((line) => (line.length <= EVIDENCE_LIMITS.lineChars ? [line] : line.split(/(?<=[.!?;])\s+/u).map((part) => part.trim())))
    .filter(Boolean);
}

function period(experience: PromptExperience): string {
  return `${experience.start_date} to ${experience.current_job ? 'present' : experience.end_date || 'unknown'}`;
}

/** Every piece of the record, numbered E1… in the prompt's order. */
export function buildEvidence(record: EvidenceRecord): EvidencePiece[] {
  const pieces: Array<Omit<EvidencePiece, 'ref'>> = [];
  let experienceChars = 0;
  for (const experience of record.experiences.slice(0, PROMPT_LIMITS.experiences)) {
    const title = `${experience.company} — ${experience.job_title}`;
    const lines = evidenceLines(experience.missions ? truncate(experience.missions, PROMPT_LIMITS.missionsChars) : null);
    const heading = `${experience.job_title} at ${experience.company}, ${period(experience)}`;
    experienceChars += heading.length + lines.join(' ').length;
    if (experienceChars > PROMPT_LIMITS.experiencesChars) break;
    pieces.push({ id: `experience:${experience.id}#0`, kind: 'experience', title, text: heading });
    lines.forEach((text, index) => pieces.push({ id: `experience:${experience.id}#${index + 1}`, kind: 'experience', title, text }));
  }
  const application = record.application;
  if (application) {
    evidenceLines(application.resume_text ? truncate(application.resume_text, EVIDENCE_LIMITS.resumeChars) : null).forEach((text, index) =>
      pieces.push({ id: `resume:${application.id}#${index + 1}`, kind: 'resume', title: `${index + 1}`, text }),
    );
    const title = `${application.company_name} — ${application.job_title}`;
    pieces.push({ id: `application:${application.id}#0`, kind: 'application', title, text: `${application.job_title} at ${application.company_name}` });
    evidenceLines(application.job_offer_content ? truncate(application.job_offer_content, PROMPT_LIMITS.jobOfferChars) : null).forEach((text, index) =>
      pieces.push({ id: `application:${application.id}#${index + 1}`, kind: 'application', title, text }),
    );
  }
  const interview = record.interview;
  if (interview) {
    evidenceLines(interview.additional_info ? truncate(interview.additional_info, PROMPT_LIMITS.interviewInfoChars) : null).forEach((text, index) =>
      pieces.push({ id: `interview:${interview.id}#${index + 1}`, kind: 'interview', title: interview.name, text }),
    );
  }
  const note = record.note;
  if (note) {
    evidenceLines(truncate(note.content, EVIDENCE_LIMITS.noteChars)).forEach((text, index) =>
      pieces.push({ id: `note:${note.session}#${index + 1}`, kind: 'note', title: '', text }),
    );
  }
  evidenceLines(record.facts ? truncate(record.facts, EVIDENCE_LIMITS.factsChars) : null).forEach((text, index) =>
    pieces.push({ id: `fact:${index + 1}`, kind: 'fact', title: '', text }),
  );
  return pieces.map((piece, index) => ({ ref: `E${index + 1}`, ...piece }));
}

const GROUP_HEADINGS: Record<EvidencePiece['kind'], string> = {
  experience: 'Experience',
  resume: 'Résumé',
  application: 'The role applied for and its job offer',
  interview: 'Notes about this interview',
  note: "The candidate's notes for this session",
  fact: 'Facts about the candidate',
};

/**
 * The evidence in the prompt, in place of the experience and the job offer it holds: each line once, after its ref,
 * under a heading per experience or kind, and the rule the answer keeps to.
 */
export function evidenceSection(pieces: ReadonlyArray<EvidencePiece>): string {
  const lines: string[] = [];
  let heading = '';
  for (const piece of pieces) {
    const next = piece.kind === 'experience' ? `${GROUP_HEADINGS.experience}: ${piece.title}` : GROUP_HEADINGS[piece.kind];
    if (next !== heading) lines.push(`${next}:`);
    heading = next;
    lines.push(`[${piece.ref}] ${piece.text}`);
  }
  const record = lines.length > 0 ? `\n${lines.join('\n')}` : ' (none yet)';
  return (
    'Evidence: the candidate\'s record, each line after its ref. Right after every specific you say (employer, school, project, number, tool, title, date), put the ref of the line it comes from, like "at Acme [E2]" or "[E1, E4]". ' +
    'Anything the evidence does not hold is not a fact about the candidate: phrase it as something they could offer to talk about, never as a fact, and never invent a figure.' +
    record
  );
}

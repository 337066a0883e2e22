// A debrief row as read from the table, its JSON columns checked; a row that does not fit is an error said plainly.
import { catalogueOf, EVIDENCE_CHUNK_FIELD } from '@shared/evidence.ts';
import { DataError } from '@/data/applications/database-error';
import { debriefContentSchema, DEBRIEF_OUTCOMES } from './debrief-schema';
import type { Debrief } from './types';

export function parseDebriefRow(row: Record<string, unknown>): Debrief {
  const content = debriefContentSchema.safeParse(row);
  if (!content.success) throw new DataError(null, 'The saved debrief could not be read. Write it again to replace it.');
  const outcome = DEBRIEF_OUTCOMES.find((candidate) => candidate === row.outcome) ?? null;
  // The sources its suggested answers cite (issue #39): a malformed piece is left out, and its specific marked.
  const evidence = catalogueOf({ [EVIDENCE_CHUNK_FIELD]: row.evidence }) ?? [];
  return { ...(row as Omit<Debrief, 'outcome'>), ...content.data, outcome, evidence };
}

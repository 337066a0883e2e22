// The debrief's edit form: a note per question, the three lists as one item a line, the thank-you subject and body.
// The same limits as the table (debrief-schema.ts), said in the person's language.
import { t } from 'i18next';
import { z } from 'zod';
import { DEBRIEF_LIMITS, type DebriefContent } from './debrief-schema';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const listField = z
  .string()
  .refine((text) => lines(text).length <= DEBRIEF_LIMITS.items, {
    error: () => t('application-detail:debrief.form.tooManyItems', { max: DEBRIEF_LIMITS.items }),
  })
  .refine((text) => lines(text).every((line) => line.length <= DEBRIEF_LIMITS.item), {
    error: () => t('application-detail:debrief.form.itemTooLong', { max: DEBRIEF_LIMITS.item }),
  });

export const debriefFormSchema = z.object({
  notes: z.array(z.string().max(DEBRIEF_LIMITS.note, { error: () => t('application-detail:debrief.form.tooLong', { max: DEBRIEF_LIMITS.note }) })),
  went_well: listField,
  to_work_on: listField,
  to_send: listField,
  thank_you_subject: z.string().max(DEBRIEF_LIMITS.subject, { error: () => t('application-detail:debrief.form.tooLong', { max: DEBRIEF_LIMITS.subject }) }),
  thank_you_body: z.string().max(DEBRIEF_LIMITS.body, { error: () => t('application-detail:debrief.form.tooLong', { max: DEBRIEF_LIMITS.body }) }),
});
export type DebriefFormValues = z.infer<typeof debriefFormSchema>;

export function debriefFormValues(content: DebriefContent): DebriefFormValues {
  return {
    notes: content.questions.map((entry) => entry.note),
    went_well: content.went_well.join('\n'),
    to_work_on: content.to_work_on.join('\n'),
    to_send: content.to_send.join('\n'),
    thank_you_subject: content.thank_you_subject,
    thank_you_body: content.thank_you_body,
  };
}

export function debriefFromForm(content: DebriefContent, values: DebriefFormValues): DebriefContent {
  return {
    questions: content.questions.map((entry, index) => ({ ...entry, note: (values.notes[index] ?? entry.note).trim() })),
    went_well: lines(values.went_well),
    to_work_on: lines(values.to_work_on),
    to_send: lines(values.to_send),
    thank_you_subject: values.thank_you_subject.trim(),
    thank_you_body: values.thank_you_body.trim(),
  };
}

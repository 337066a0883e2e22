// The model's debrief (supabase/functions/ai/prompts/debrief.ts asks for it), read once by one rule for both sides: the
// gateway gives the question back when the answer is not this shape (nothing can be saved from it), and the SPA
// (src/data/debriefs/debrief-schema.ts) saves what it reads, cut to the table's sizes. Pure: no imports.

interface ModelDebrief {
  questions: Array<{ question: string; suggested: string; note: string }>;
  wentWell: string[];
  toWorkOn: string[];
  toSend: string[];
  thankYou: { subject: string; body: string };
}

/**
 * How the model signs the thank-you email, in every language (the prompt asks for this exact mark): the SPA puts the
 * person's first name in its place (signThankYou), or, with no name known, a placeholder in the person's language.
 */
export const THANK_YOU_SIGNATURE = '[Your name]';

/** The mark, and the placeholders a model writes instead of it ("[Votre nom]", "[Your Name]", "[Prénom]"). */
const SIGNATURE_MARKS = /\[(?:your (?:full )?name|your first name|name|votre nom|votre pr[ée]nom|pr[ée]nom|nom)\]/giu;

/** The thank-you email signed `signature` where the model left a name to fill in. */
export const signThankYou = (body: string, signature: string) => body.replace(SIGNATURE_MARKS, () => signature);

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text field that may be left out ('' then); any other value is not the shape. */
const optionalText = (value: unknown): string | null => (value === undefined ? '' : typeof value === 'string' ? value : null);

/** A list of texts that may be left out ([] then). */
function optionalTexts(value: unknown): string[] | null {
  if (value === undefined) return [];
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? value : null;
}

function question(value: unknown): ModelDebrief['questions'][number] | null {
  if (!isObject(value) || typeof value.question !== 'string') return null;
  const suggested = optionalText(value.suggested);
  const note = optionalText(value.note);
  return suggested === null || note === null ? null : { question: value.question, suggested, note };
}

/** The model's reply as a debrief; null when it is not JSON, or not the debrief's shape. */
export function readModelDebrief(reply: string): ModelDebrief | null {
  let raw: unknown;
  try {
    raw = JSON.parse(reply);
  } catch {
    return null;
  }
  if (!isObject(raw) || !Array.isArray(raw.questions) || !isObject(raw.thankYou)) return null;
  const questions = raw.questions.map(question);
  const [wentWell, toWorkOn, toSend] = [optionalTexts(raw.wentWell), optionalTexts(raw.toWorkOn), optionalTexts(raw.toSend)];
  const [subject, body] = [optionalText(raw.thankYou.subject), optionalText(raw.thankYou.body)];
  if (questions.some((entry) => entry === null) || !wentWell || !toWorkOn || !toSend || subject === null || body === null) return null;
  return { questions: questions.filter((entry) => entry !== null), wentWell, toWorkOn, toSend, thankYou: { subject, body } };
}

// The transcript box, derived rather than edited by string surgery: one entry per interviewer turn (its words as the
// hearing last said them, and whether an answer stands for it) plus one override, what the person typed into the box
// over the turns it then showed. The box reads `edited ?? turns` joined; sending clears by turn key, so words heard
// while an answer streams stay, whatever the box held before (docs/realtime.md, "The screens' side").

interface HeardTurn {
  key: string;
  text: string;
  isAnswered: boolean;
}

export interface HeardTranscript {
  turns: readonly HeardTurn[];
  /** What the person typed over the turns in `covers` (those turns then show through it, not beside it). */
  edited: { text: string; covers: readonly string[] } | null;
}

export const emptyTranscript: HeardTranscript = { turns: [], edited: null };

/** Turns kept for their key after they are answered (a late word of an answered turn must not bring it back). */
const KEPT_TURNS = 50;

const isShown = (transcript: HeardTranscript, turn: HeardTurn) => !turn.isAnswered && !transcript.edited?.covers.includes(turn.key);

/** The box's text. */
export function transcriptText(transcript: HeardTranscript): string {
  const heard = transcript.turns.filter((turn) => isShown(transcript, turn)).map((turn) => turn.text.trim());
  // The person's text as typed (a trailing space is the next word's start).
  return [transcript.edited?.text ?? '', ...heard].filter(Boolean).join(' ');
}

/** The turns whose words the box shows (a Send covers them). */
export function shownTurns(transcript: HeardTranscript): string[] {
  return [...(transcript.edited?.covers ?? []), ...transcript.turns.filter((turn) => isShown(transcript, turn)).map((turn) => turn.key)];
}

/** The interviewer's words so far in turn `key`. */
export function hearTurn(transcript: HeardTranscript, key: string, text: string): HeardTranscript {
  const known = transcript.turns.some((turn) => turn.key === key);
  const turns = known ? transcript.turns.map((turn) => (turn.key === key ? { ...turn, text } : turn)) : [...transcript.turns, { key, text, isAnswered: false }];
  return { ...transcript, turns: turns.slice(-KEPT_TURNS) };
}

/**
 * The interviewer goes on with turn `key`'s question: the turn heard as `fromKey` is that question's (its first words
 * leave with it), and the question is in the box again, whole, until its answer stands.
 */
export function continueTurn(transcript: HeardTranscript, fromKey: string, key: string): HeardTranscript {
  const turns = transcript.turns.filter((turn) => turn.key !== fromKey).map((turn) => (turn.key === key ? { ...turn, isAnswered: false } : turn));
  return { ...transcript, turns };
}

/**
 * The person typed into the box: their text now stands for every turn it showed, and for `inProgress`, the turn the
 * hearing had begun (its words may still be on their way: after Stop, the audio heard before it is transcribed late),
 * so late words are not appended to what the person typed.
 */
export function editTranscript(transcript: HeardTranscript, text: string, inProgress: string | null = null): HeardTranscript {
  const shown = shownTurns(transcript);
  const covers = inProgress === null || shown.includes(inProgress) ? shown : [...shown, inProgress];
  return { ...transcript, edited: { text, covers } };
}

/**
 * An answer stands for these turns: they leave the box. `sentEdit` is the override a Send sent (it leaves too, unless
 * the person has typed again since); an override over answered turns only goes with them.
 */
export function clearAnswered(transcript: HeardTranscript, keys: readonly string[], sentEdit: HeardTranscript['edited'] = null): HeardTranscript {
  const turns = transcript.turns.map((turn) => (keys.includes(turn.key) ? { ...turn, isAnswered: true } : turn));
  const { edited } = transcript;
  const isEditAnswered =
    edited !== null &&
    (edited === sentEdit ||
      (edited.covers.length > 0 && edited.covers.every((key) => keys.includes(key) || turns.some((turn) => turn.key === key && turn.isAnswered))));
  return { turns, edited: isEditAnswered ? null : edited };
}

/** Listening again: the box starts empty (the turns heard so far count as dealt with). */
export function clearAll(transcript: HeardTranscript): HeardTranscript {
  return { turns: transcript.turns.map((turn) => ({ ...turn, isAnswered: true })), edited: null };
}

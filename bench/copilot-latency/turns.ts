// One interviewer turn's timeline, assembled from the page marks, both timing proxies and the spoken questions.
// The answer that stands for a turn is the last chat request sent with its turn key (the kept draft, or the answer
// sent on the confirmed text); the stages below add up exactly to last syllable → first answer word on screen.
import type { ProxyRecord } from './timing-proxy.ts';
import type { SpokenQuestion } from './questions.ts';

export interface Mark {
  kind: string;
  t: number;
  detail: Record<string, unknown> | null;
}

export interface Turn {
  key: string;
  question: SpokenQuestion;
  speechEnd: number;
  /** The question the standing answer was asked (as heard). */
  asked: string;
  drafts: number;
  draftsCancelled: number;
  isDraftKept: boolean;
  /** Upload rung: the last transcription of the turn (request leaves → response headers). */
  transcriptionMs: number;
  /** The decision that sent the standing answer (the draft's start, or the confirmation). */
  decidedAt: number;
  leavesAt: number;
  gatewayAt: number;
  upstreamAt: number;
  upstreamFirstTokenAt: number;
  upstreamEndAt: number;
  gatewayFirstTokenAt: number;
  gatewayEndAt: number;
  browserFirstTokenAt: number;
  firstCharAt: number;
  firstWordAt: number;
}

const isChatRecord = (record: ProxyRecord) => record.method === 'POST' && record.path.endsWith('/chat/completions');

function parseBody(record: ProxyRecord): { turn?: string; question?: string } {
  try {
    return JSON.parse(record.body) as { turn?: string; question?: string };
  } catch {
    return {};
  }
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Whether `asked` is the question's words, or its last part's (a question heard as two turns answers the last). */
export function asksQuestion(asked: string, question: string): boolean {
  const a = words(asked);
  const q = words(question);
  return a.length > 0 && a.length <= q.length && a.every((word, i) => word === q[q.length - a.length + i]);
}

/**
 * `playedAt(wavMs)`: when the meeting tab played that moment of its WAV (tab-clock.ts), on the marks' clock. A turn
 * belongs to the latest question played before its confirmation whose words it asked (each question's words are its
 * own in a run: questions.ts numbers the takes), else to the question being played then (match.ts reports it): on a
 * loaded machine the hearing can run seconds behind the tab, past the next question's start.
 */
export function assembleTurns(
  marks: Mark[],
  playedAt: (wavMs: number) => number,
  questions: SpokenQuestion[],
  browserProxy: ProxyRecord[],
  upstreamProxy: ProxyRecord[],
): Turn[] {
  const of = (kind: string) => marks.filter((mark) => mark.kind === kind);
  const byTurn = (kind: string, key: string) => of(kind).filter((mark) => mark.detail?.turnKey === key);
  const at = (kind: string, id: unknown) =>
    marks.find((mark) => mark.kind === kind && mark.detail?.chatId === id)?.t ??
    marks.find((mark) => mark.kind === kind.replace(/:frame$/, '') && mark.detail?.chatId === id)?.t ??
    NaN;
  const gatewayChats = browserProxy.filter(isChatRecord);
  const upstreamChats = upstreamProxy.filter(isChatRecord);
  const usedGateway = new Set<ProxyRecord>();
  const usedUpstream = new Set<ProxyRecord>();
  const turns: Turn[] = [];

  for (const confirmed of of('hearing:confirmed')) {
    const key = String(confirmed.detail?.turnKey);
    const chats = of('fetch-start').filter((mark) => mark.detail?.kind === 'chat' && mark.detail?.turn === key);
    const standing = chats.at(-1);
    const text = String(standing?.detail?.question ?? '');
    const played = [...questions].reverse().filter((q) => playedAt(q.startMs) <= confirmed.t);
    const question = played.find((q) => asksQuestion(text, q.text)) ?? played[0];
    if (!question || !standing) continue;
    const id = standing.detail?.id;
    const gateway = gatewayChats.find(
      (r) => !usedGateway.has(r) && r.arrivedAt >= standing.t - 2 && parseBody(r).turn === key && parseBody(r).question === text,
    );
    if (gateway) usedGateway.add(gateway);
    const upstream =
      gateway && upstreamChats.find((r) => !usedUpstream.has(r) && r.arrivedAt >= gateway.arrivedAt && r.body.includes(JSON.stringify(text).slice(1, -1)));
    if (upstream) usedUpstream.add(upstream);
    // The answer desk kept the draft when the answer that stands left before the confirmation.
    const isDraftKept = standing.t < confirmed.t - 0.5;
    // Speculative drafts only: a turn confirmed with no draft open starts one at the same instant, as its answer.
    const drafts = byTurn('hearing:draftStarted', key).filter((m) => m.t < confirmed.t - 0.5).length;
    const decided = isDraftKept
      ? byTurn('hearing:draftStarted', key)
          .filter((m) => m.t <= standing.t)
          .at(-1)
      : confirmed;
    const transcription = of('fetch-start')
      .filter((m) => m.detail?.kind === 'transcription' && m.t <= standing.t && m.t >= playedAt(question.startMs))
      .at(-1);
    const transcriptionEnd = transcription && marks.find((m) => m.kind === 'fetch-headers' && m.detail?.id === transcription.detail?.id);
    turns.push({
      key,
      question,
      speechEnd: playedAt(question.endMs),
      asked: text,
      drafts,
      // Cancelled by the interviewer going on, or dropped at the confirmation because the question changed.
      draftsCancelled: byTurn('hearing:draftCancelled', key).length + (isDraftKept ? 0 : 1),
      isDraftKept,
      transcriptionMs: transcription && transcriptionEnd ? transcriptionEnd.t - transcription.t : NaN,
      decidedAt: decided?.t ?? NaN,
      leavesAt: standing.t,
      gatewayAt: gateway?.arrivedAt ?? NaN,
      upstreamAt: upstream?.arrivedAt ?? NaN,
      upstreamFirstTokenAt: upstream?.firstTokenAt ?? NaN,
      upstreamEndAt: upstream?.endAt ?? NaN,
      gatewayFirstTokenAt: gateway?.firstTokenAt ?? NaN,
      gatewayEndAt: gateway?.endAt ?? NaN,
      browserFirstTokenAt: of('chat-first-token').find((m) => m.detail?.id === id)?.t ?? NaN,
      firstCharAt: at('answer-first-char:frame', id),
      firstWordAt: at('answer-first-word:frame', id),
    });
  }
  return turns;
}

/** The stages of one turn (ms); they add up to `total`. */
export function stagesOf(turn: Turn) {
  return {
    total: turn.firstWordAt - turn.speechEnd,
    decide: turn.decidedAt - turn.speechEnd,
    sendPrep: turn.leavesAt - turn.decidedAt,
    toGateway: turn.gatewayAt - turn.leavesAt,
    gateway: turn.upstreamAt - turn.gatewayAt,
    firstToken: turn.upstreamFirstTokenAt - turn.upstreamAt,
    relay: turn.gatewayFirstTokenAt - turn.upstreamFirstTokenAt,
    render: turn.firstWordAt - turn.gatewayFirstTokenAt,
    renderNetwork: turn.browserFirstTokenAt - turn.gatewayFirstTokenAt,
    renderScreen: turn.firstWordAt - turn.browserFirstTokenAt,
    wholeAnswer: turn.upstreamEndAt - turn.upstreamAt,
  };
}

export type Stages = ReturnType<typeof stagesOf>;

export function percentile(values: number[], p: number): number {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (finite.length === 0) return NaN;
  return finite[Math.min(finite.length - 1, Math.ceil((p / 100) * finite.length) - 1)];
}

export const p50 = (values: number[]) => percentile(values, 50);
export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');

/** One turn per question: a question heard as two turns is answered by its last one. */
export function onePerQuestion(turns: Turn[]): { turns: Turn[]; splitQuestions: number } {
  const last = new Map<number, Turn>();
  for (const turn of turns) last.set(turn.question.index, turn);
  return { turns: [...last.values()], splitQuestions: turns.length - last.size };
}

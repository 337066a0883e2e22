// Does the fake upstream still refuse what the real API refuses, the same way? Each request tests/fakes/openai-upstream.ts
// refuses is sent to the real upstream and to a fake started here; the status and the error's type, code and param are
// compared, and each line says SAME or DIFFERS with both answers. Run by scripts/check-openai.ts (chat) and
// scripts/check-realtime.ts (the realtime mint, against tests/fakes/openai-realtime.ts) whenever a key is set, so a
// drift shows the day the API changes, not the day a release breaks.
import { buildClientSecretRequest, type RealtimeConfig } from '../supabase/functions/ai/realtime-session.ts';
import { startFakeRealtime } from '../tests/fakes/openai-realtime.ts';
import { startFakeUpstream } from '../tests/fakes/openai-upstream.ts';

export interface RefusalComparison {
  name: string;
  isSame: boolean;
  real: string;
  fake: string;
}

type Body = Record<string, unknown>;

/** The refusals the fake makes, each a request that the real API refuses too (sources and dates in the fake). */
export function refusalCases(chatModel: string, reasoningModel: string, classicModel: string): Array<{ name: string; body: Body }> {
  const ask = [{ role: 'user', content: 'Say hello.' }];
  return [
    { name: 'an unknown chat parameter', body: { model: chatModel, messages: ask, temprature: 0.2 } },
    { name: 'JSON mode whose messages never say json', body: { model: chatModel, messages: ask, response_format: { type: 'json_object' } } },
    { name: 'stream_options without a stream', body: { model: chatModel, messages: ask, stream_options: { include_usage: true } } },
    { name: 'max_tokens on a reasoning model', body: { model: reasoningModel, messages: ask, max_tokens: 20 } },
    { name: 'top_p on a reasoning model', body: { model: reasoningModel, messages: ask, top_p: 0.5 } },
    { name: 'reasoning_effort on a classic model', body: { model: classicModel, messages: ask, reasoning_effort: 'low' } },
    { name: 'a model that does not exist', body: { model: 'gpt-no-such-model', messages: ask } },
  ];
}

async function refusalOf(base: string, key: string, body: Body, path = '/chat/completions'): Promise<string> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as { error?: { type?: unknown; code?: unknown; param?: unknown } } | null;
  const { type = null, code = null, param = null } = answer?.error ?? {};
  return response.ok ? `${response.status} (answered)` : `${response.status} type=${String(type)} code=${String(code)} param=${String(param)}`;
}

/** Sends each case to `base` (the real upstream) and to a fresh fake; logs and returns how each answer compares. */
export async function compareRefusals(
  base: string,
  key: string,
  models: { chat: string; reasoning: string; classic: string },
  log: (line: string) => void = console.log,
): Promise<RefusalComparison[]> {
  const fake = await startFakeUpstream();
  try {
    const comparisons: RefusalComparison[] = [];
    for (const { name, body } of refusalCases(models.chat, models.reasoning, models.classic)) {
      const [real, faked] = await Promise.all([refusalOf(base, key, body), refusalOf(fake.url, fake.apiKey, body)]);
      const comparison = { name, isSame: real === faked, real, fake: faked };
      comparisons.push(comparison);
      log(comparison.isSame ? `SAME     ${name}: ${real}` : `DIFFERS  ${name}: real ${real}, fake ${faked}`);
    }
    return comparisons;
  } finally {
    await fake.close();
  }
}

/**
 * The realtime mint's refusals: a transcription field the API does not know, and an unknown transcription model, sent
 * as the gateway builds its mint (realtime-session.ts) to the real upstream and to the fake realtime upstream.
 */
export async function compareMintRefusals(config: RealtimeConfig, key: string, log: (line: string) => void = console.log): Promise<RefusalComparison[]> {
  const fake = await startFakeRealtime();
  const mintBody = (model: string, extra: Body = {}) => {
    const { body } = buildClientSecretRequest({ ...config, model }, { language: 'en' });
    const session = body.session as { audio: { input: { transcription: Body } } };
    Object.assign(session.audio.input.transcription, extra);
    return body as Body;
  };
  const cases = [
    { name: 'the mint: an unknown transcription field', body: mintBody(config.model, { bogus_hint: true }) },
    { name: 'the mint: a transcription model that does not exist', body: mintBody('gpt-no-such-transcribe') },
  ];
  try {
    const comparisons: RefusalComparison[] = [];
    for (const { name, body } of cases) {
      const [real, faked] = await Promise.all([
        refusalOf(config.baseUrl, key, body, '/realtime/client_secrets'),
        refusalOf(fake.url, fake.apiKey, body, '/realtime/client_secrets'),
      ]);
      const comparison = { name, isSame: real === faked, real, fake: faked };
      comparisons.push(comparison);
      log(comparison.isSame ? `SAME     ${name}: ${real}` : `DIFFERS  ${name}: real ${real}, fake ${faked}`);
    }
    return comparisons;
  } finally {
    await fake.close();
  }
}

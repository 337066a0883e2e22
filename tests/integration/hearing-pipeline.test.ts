// The whole hearing chain over real sockets, as the Copilot will run it: the espeak questions through the voice
// detector and the turn machine, the tab audio streamed to the fake realtime upstream, the machine's commits sent
// as `input_audio_buffer.commit`, and the transcript coming back as deltas and finals into the machine. Audio is
// fed 5× faster than real time; the machine's clock is the audio clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeHearingFixtures, type HearingFixture } from '../../scripts/make-hearing-fixtures.ts';
import { buildClientSecretRequest, parseClientSecretResponse } from '../../supabase/functions/ai/realtime-session.ts';
import { floatToPcm16 } from '../../src/lib/hearing/pcm.ts';
import { connectTranscriber, type WebSocketLike } from '../../src/lib/hearing/realtime-transcriber.ts';
import { initialTurnState, type HearingEvent, type TurnCommand } from '../../src/lib/hearing/turn-state.ts';
import { feedTurn } from '../../src/lib/hearing/turn-taking.ts';
import { feedVoice, initialVoiceState } from '../../src/lib/hearing/voice-detector.ts';
import { startFakeRealtime, type FakeRealtime } from '../fakes/openai-realtime.ts';

let fixture: HearingFixture;
let fake: FakeRealtime;
beforeAll(async () => {
  fixture = makeHearingFixtures('tmp/hearing-fixtures-pipeline');
  fake = await startFakeRealtime({
    transcripts: fixture.questions.flatMap((q) => q.parts.map((p) => p.text)),
    firstDeltaMs: 150,
    wordEveryMs: 150,
    finalizeMs: 20,
    speechEvents: false,
  });
});
afterAll(() => fake.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('hearing pipeline against the fake realtime upstream', () => {
  it('answers each question once, on its transcript, committing at each pause', async () => {
    const config = { baseUrl: fake.url, realtimeUrl: fake.realtimeUrl, model: 'gpt-live-transcribe' };
    const request = buildClientSecretRequest(config, { language: 'en' });
    const minted = await fetch(request.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
    });
    const grant = parseClientSecretResponse(config, await minted.json());

    let clock = 0;
    let turns = initialTurnState;
    const commands: Array<[number, TurnCommand]> = [];
    const errors: string[] = [];
    const feed = (event: HearingEvent) => {
      const step = feedTurn(turns, event);
      turns = step.state;
      for (const command of step.commands) {
        commands.push([event.at, command]);
        if (command.type === 'commit' && !transcriber.commit()) errors.push(`commit refused at ${event.at}`);
      }
    };
    const transcriber = connectTranscriber(
      grant,
      (event) => {
        if (event.type === 'delta') feed({ type: 'transcriptDelta', at: clock, itemId: event.itemId, delta: event.delta });
        else if (event.type === 'final') feed({ type: 'transcriptFinal', at: clock, itemId: event.itemId, text: event.text });
        else if (event.type === 'error' || event.type === 'failed') errors.push(event.message);
      },
      (url, protocols) => new WebSocket(url, protocols) as unknown as WebSocketLike,
    );

    let voice = initialVoiceState();
    const { samples } = fixture;
    for (let start = 0; start + 480 <= samples.length; start += 480) {
      clock = (start + 480) / 24;
      const frame = samples.subarray(start, start + 480);
      const step = feedVoice(voice, frame, 20);
      voice = step.state;
      transcriber.append(floatToPcm16(frame));
      feed({ type: 'audio', at: clock, channel: 'tab', probability: step.frame.probability, level: step.frame.level });
      if ((start / 480) % 5 === 4) await sleep(20); // 100 ms of audio per 20 ms
    }
    await sleep(200);
    transcriber.close();

    expect(errors).toEqual([]);
    const confirms = commands.filter(([, c]) => c.type === 'confirm').map(([, c]) => (c as { text: string }).text);
    expect(confirms).toEqual(fixture.questions.map((q) => q.text));
    // One commit after each spoken part (at its pause), so one final transcript per part.
    const parts = fixture.questions.reduce((n, q) => n + q.parts.length, 0);
    expect(commands.filter(([, c]) => c.type === 'commit')).toHaveLength(parts);
    expect(fake.events.filter((e) => e.direction === 'out' && e.type === 'conversation.item.input_audio_transcription.completed')).toHaveLength(parts);
  }, 60_000);
});

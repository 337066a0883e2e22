// Starts ONE local backend (fresh temp data, seeded), builds the app against it once, serves it with vite preview.
// Returns the teardown that stops both, so nothing is left running.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startLocalSupabase } from '../../local-supabase/src/index.ts';
import { freePort } from '../../local-supabase/src/postgres.ts';
import { startProductionApp } from '../../scripts/production-app.ts';
import { writeHearingClips } from '../fakes/hearing-clips.ts';
import { startFakeRealtime } from '../fakes/openai-realtime.ts';
import { startFakeUpstream } from '../fakes/openai-upstream.ts';
import { startStripeTestCheckout } from '../fakes/stripe/index.ts';
import { E2E_ENV_VARIABLE, type E2eEnv } from './e2e-env.ts';

// Per run, so two runs on one machine never share a build.
const DIST_DIR = path.resolve(`tmp/e2e-dist-${process.pid}`);

export const QUESTION_TEXT = 'Tell me about a project you are proud of.';

/** Speaks the question with espeak-ng and pads it with 4 s of silence: 48 kHz mono 16-bit PCM, as Chromium's fake mic likes. */
function makeQuestionWav(file: string): void {
  const raw = `${file}.raw.wav`;
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', raw, QUESTION_TEXT]);
  execFileSync('sox', [raw, '-r', '48000', '-c', '1', '-b', '16', file, 'pad', '0.5', '4']);
  rmSync(raw, { force: true });
}

export default async function globalSetup() {
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const questionWav = path.resolve(`tmp/e2e-audio/question-${process.pid}.wav`);
  mkdirSync(path.dirname(questionWav), { recursive: true });
  makeQuestionWav(questionWav);
  const hearingDir = path.resolve(`tmp/e2e-audio/hearing-${process.pid}`);
  writeHearingClips(hearingDir);
  const upstream = await startFakeUpstream({ transcript: QUESTION_TEXT });
  // The realtime upstream (client secrets + transcription WebSocket, and the Coach's voice), with the same key as the
  // chat upstream. Each spoken response is listed with the chat upstream's requests (path '/realtime'), which specs read.
  // Speech at a realistic first-audio delay, but short (10 ms a character), so a question does not hold a spec for seconds.
  const realtime = await startFakeRealtime({
    apiKey: upstream.apiKey,
    transcripts: [QUESTION_TEXT],
    speech: { msPerCharacter: 10 },
    onSpeech: (entry) => upstream.requests.push({ path: '/realtime', model: entry.model, voice: entry.voice }),
  });
  const checkout = await startStripeTestCheckout({ siteUrl: appUrl.replace(/\/$/, '') });
  const backend = await startLocalSupabase({
    seed: true,
    siteUrl: appUrl,
    // Every spec signs in from 127.0.0.1: lift config.toml's per-IP limits (per-address and per-code limits stay).
    auth: { tokenRateLimit: 1_000_000, signInSignUpsRateLimit: 1_000_000, tokenVerificationsRateLimit: 1_000_000 },
    functionsEnv: {
      ...checkout.functionsEnv,
      OPENAI_API_KEY: upstream.apiKey,
      OPENAI_BASE_URL: upstream.url,
      OPENAI_REALTIME_URL: realtime.realtimeUrl,
      AI_UPSTREAM_TIMEOUT_MS: '3000',
    },
    log: process.env.LOCAL_SUPABASE_VERBOSE === '1' ? console.log : undefined,
  }).catch(async (error: unknown) => {
    await upstream.close();
    await realtime.close();
    await checkout.close();
    throw error;
  });
  checkout.connect(backend);
  try {
    const app = await startProductionApp({
      port: appPort,
      outDir: DIST_DIR,
      env: {
        VITE_SUPABASE_URL: backend.url,
        VITE_SUPABASE_ANON_KEY: backend.anonKey,
        VITE_PAYMENT_LINK_PLUS: checkout.paymentLinks.plus,
        VITE_PAYMENT_LINK_FLASH: checkout.paymentLinks.flash,
        VITE_REALTIME_ORIGIN: new URL(realtime.realtimeUrl).origin,
      },
    });

    const fakeOpenAiUrl = upstream.url.replace(/\/v1$/, '');
    const env: E2eEnv = {
      appUrl,
      backendUrl: backend.url,
      anonKey: backend.anonKey,
      serviceRoleKey: backend.serviceRoleKey,
      fakeOpenAiUrl,
      fakeRealtimeUrl: realtime.realtimeUrl,
      questionWav,
      hearingDir,
      distDir: DIST_DIR,
    };
    process.env[E2E_ENV_VARIABLE] = JSON.stringify(env);
    process.env.E2E_APP_URL = appUrl;
    process.env.E2E_BACKEND_URL = backend.url;
    process.env.FAKE_OPENAI_URL = fakeOpenAiUrl;
    process.env.E2E_QUESTION_WAV = questionWav;
    process.env.E2E_HEARING_DIR = hearingDir;

    return async () => {
      await app.close();
      await checkout.close();
      await backend.stop();
      await upstream.close();
      await realtime.close();
      rmSync(questionWav, { force: true });
      rmSync(hearingDir, { recursive: true, force: true });
    };
  } catch (error) {
    await backend.stop();
    await upstream.close();
    await realtime.close();
    await checkout.close();
    throw error;
  }
}

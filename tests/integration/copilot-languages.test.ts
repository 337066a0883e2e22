// A new account's Copilot languages (supabase/migrations/20261128172000_copilot_languages_from_sign_up.sql): the
// interview and answer languages start as the app language signed up in ('language' in the sign-up's user metadata),
// English without one; the repair of a missing profile (ensure_profile) starts from the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, connectDatabase, startBackend, type LocalSupabase } from './backend.ts';

let backend: LocalSupabase;

beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => backend?.stop());

async function signUp(metadata: Record<string, unknown>) {
  const client = clientFor(backend);
  const email = `languages-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const { data, error } = await client.auth.signUp({ email, password: 'correct-horse-battery', options: { data: { firstname: 'Lou', ...metadata } } });
  if (error) throw error;
  return { client, id: data.user!.id };
}

async function copilotLanguages(client: Awaited<ReturnType<typeof signUp>>['client']) {
  const { data, error } = await client.rpc('ensure_profile').select('interview_language, ai_response_language, language').single();
  if (error) throw error;
  return data;
}

describe('Copilot languages of a new account', () => {
  it('are French for an account signed up in French (the app language itself stays unset until the app saves it)', async () => {
    const { client } = await signUp({ language: 'fr' });
    expect(await copilotLanguages(client)).toEqual({ interview_language: 'fr', ai_response_language: 'fr', language: null });
  });

  it('are English for an account signed up in English, or without a language, or with one the app does not speak', async () => {
    for (const metadata of [{ language: 'en' }, {}, { language: 'de' }, { language: 42 }]) {
      const { client } = await signUp(metadata);
      expect(await copilotLanguages(client), JSON.stringify(metadata)).toMatchObject({ interview_language: 'en', ai_response_language: 'en' });
    }
  });

  it('a missing profile is repaired in the language signed up in', async () => {
    const { client, id } = await signUp({ language: 'fr' });
    const database = await connectDatabase(backend);
    try {
      await database.query('delete from public.user_profiles where id = $1', [id]);
    } finally {
      await database.end();
    }
    expect(await copilotLanguages(client)).toMatchObject({ interview_language: 'fr', ai_response_language: 'fr' });
  });
});

// user_profiles.language: the app language kept with the profile. Only 'en' or 'fr' (null until chosen), only its
// owner reads or changes it, and an account import carries it. The local mailbox writes in the user_metadata language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

let backend: LocalSupabase;
let owner: TestUser;
let other: TestUser;

async function languageOf(user: TestUser): Promise<unknown> {
  const { data, error } = await user.client.from('user_profiles').select('language').eq('id', user.id).single();
  if (error) throw error;
  return data.language;
}

beforeAll(async () => {
  backend = await startBackend();
  owner = await signUpUser(backend, 'Camille');
  other = await signUpUser(backend, 'Mallory');
  for (const user of [owner, other]) {
    const { error } = await user.client.rpc('ensure_profile');
    if (error) throw error;
  }
});
afterAll(async () => backend?.stop());

describe('user_profiles.language', () => {
  it('is null until the person chooses, then takes en or fr', async () => {
    expect(await languageOf(owner)).toBeNull();
    const { error } = await owner.client.from('user_profiles').update({ language: 'fr' }).eq('id', owner.id);
    expect(error).toBeNull();
    expect(await languageOf(owner)).toBe('fr');
  });

  it.each(['de', 'FR', '', 'fr-FR'])('refuses %j and keeps the saved language', async (language) => {
    const { error } = await owner.client.from('user_profiles').update({ language }).eq('id', owner.id);
    expect(error?.code).toBe('23514');
    expect(await languageOf(owner)).toBe('fr');
  });

  it("another account can neither read nor change someone's language", async () => {
    const read = await other.client.from('user_profiles').select('language').eq('id', owner.id);
    expect(read.data).toEqual([]);
    const { data: changed } = await other.client.from('user_profiles').update({ language: 'en' }).eq('id', owner.id).select();
    expect(changed ?? []).toEqual([]);
    expect(await languageOf(owner)).toBe('fr');
  });

  it('an account import carries the language, and an export without one keeps the current choice', async () => {
    const imported = await other.client.rpc('import_account', { p_import: { profile: { language: 'fr' } } });
    expect(imported.error).toBeNull();
    expect(await languageOf(other)).toBe('fr');
    const withoutLanguage = await other.client.rpc('import_account', { p_import: { profile: { ai_response_length: 'short' } } });
    expect(withoutLanguage.error).toBeNull();
    expect(await languageOf(other)).toBe('fr');
  });

  it('an import with a language outside en/fr is refused as a whole', async () => {
    const { error } = await other.client.rpc('import_account', { p_import: { profile: { language: 'de' } } });
    expect(error?.code).toBe('P0001');
    expect(await languageOf(other)).toBe('fr');
  });
});

describe("emails in the person's language", () => {
  async function recoveryMailFor(metadata: Record<string, unknown>) {
    const email = `mail-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const client = clientFor(backend);
    const { error } = await client.auth.signUp({ email, password: 'correct-horse-battery', options: { data: { firstname: 'Lou', ...metadata } } });
    if (error) throw error;
    expect((await clientFor(backend).auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost/reset-password' })).error).toBeNull();
    return backend.mailbox.latest(email);
  }

  it('sends the password reset in French to someone who signed up in French', async () => {
    const mail = await recoveryMailFor({ language: 'fr' });
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail?.text).toContain('Suivez ce lien pour réinitialiser le mot de passe');
    expect(mail?.text).toContain(mail?.link ?? 'no link');
    expect(mail?.html).toContain('<a href=');
  });

  it('sends it in English otherwise', async () => {
    const mail = await recoveryMailFor({});
    expect(mail?.subject).toBe('Reset Your Password');
    expect(mail?.text).toContain('Follow this link to reset the password for your user:');
  });
});

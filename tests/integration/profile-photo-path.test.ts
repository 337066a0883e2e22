// user_profiles.photo_url holds the photo's path in the avatars bucket (<user id>/<file>), so a backend that moved
// (another port) still serves it: a path in the owner's folder or an http(s) URL is kept, anything else refused, and
// the migration turns a stored public URL of this backend into its path.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

const MIGRATION = path.resolve('supabase/migrations/20261128171000_profile_photo_path.sql');

let backend: LocalSupabase;
let db: pg.Client;
let owner: TestUser;
let other: TestUser;

async function photoOf(user: TestUser): Promise<unknown> {
  const { rows } = await db.query('select photo_url from public.user_profiles where id = $1', [user.id]);
  return rows[0].photo_url;
}

beforeAll(async () => {
  backend = await startBackend();
  db = await connectDatabase(backend);
  owner = await signUpUser(backend, 'Camille');
  other = await signUpUser(backend, 'Mallory');
  for (const user of [owner, other]) {
    const { error } = await user.client.rpc('ensure_profile');
    if (error) throw error;
  }
});
afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('user_profiles.photo_url', () => {
  it('keeps a path in the owner’s avatars folder', async () => {
    const { error } = await owner.client
      .from('user_profiles')
      .update({ photo_url: `${owner.id}/1764000000000.png` })
      .eq('id', owner.id);
    expect(error).toBeNull();
    expect(await photoOf(owner)).toBe(`${owner.id}/1764000000000.png`);
  });

  it.each([
    ['a path in someone else’s folder', () => `${other.id}/1.png`],
    ['a path outside any folder', () => 'me.png'],
    ['a path that climbs out of the folder', () => `${owner.id}/../${other.id}/1.png`],
    ['a script URL', () => 'javascript:alert(1)'],
  ])('refuses %s and keeps the saved photo', async (_name, photo) => {
    const { error } = await owner.client.from('user_profiles').update({ photo_url: photo() }).eq('id', owner.id);
    expect(error?.code).toBe('23514');
    expect(await photoOf(owner)).toBe(`${owner.id}/1764000000000.png`);
  });

  it('the migration keeps only the path of a stored public URL of this backend, whatever its port', async () => {
    const legacy = `http://127.0.0.1:54321/storage/v1/object/public/avatars/${owner.id}/1764000000000.png`;
    const elsewhere = 'https://images.example.com/mallory.png';
    await db.query('update public.user_profiles set photo_url = $1 where id = $2', [legacy, owner.id]);
    await db.query('update public.user_profiles set photo_url = $1 where id = $2', [elsewhere, other.id]);
    await db.query(readFileSync(MIGRATION, 'utf8'));
    expect(await photoOf(owner)).toBe(`${owner.id}/1764000000000.png`);
    expect(await photoOf(other)).toBe(elsewhere);
  });
});

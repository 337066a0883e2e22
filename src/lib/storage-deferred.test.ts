import { StorageClient as RealStorageClient } from '@supabase/storage-js';
import { describe, expect, it, vi } from 'vitest';
import { StorageClient } from './storage-deferred';

const URL_BASE = 'http://127.0.0.1:54321/storage/v1';

describe('the deferred Storage client', () => {
  it('gives the same public URL as storage-js before the real client has loaded', () => {
    const deferred = new StorageClient(URL_BASE, {});
    const real = new RealStorageClient(URL_BASE, {});
    for (const path of ['user-1/photo.png', '/user-1/a photo é.jpg']) {
      expect(deferred.from('avatars').getPublicUrl(path)).toEqual(real.from('avatars').getPublicUrl(path));
    }
  });

  it('forwards a file action to storage-js with the fetch and headers supabase-js gave it', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify([{ name: 'a.pdf' }]), { headers: { 'content-type': 'application/json' } }));
    const deferred = new StorageClient(URL_BASE, { apikey: 'anon' }, fetch);
    const { data, error } = await deferred.from('resumes').list('user-1');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'a.pdf' }]);
    expect(fetch).toHaveBeenCalledWith(`${URL_BASE}/object/list/resumes`, expect.objectContaining({ method: 'POST' }));
    expect(new Headers((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).get('apikey')).toBe('anon');
  });
});

// supabase-js builds its Storage client eagerly, so storage-js (and iceberg-js under it, about 7 KB gzip) would sit in
// every page's first download although only a few actions use files. vite.config.ts swaps `@supabase/storage-js` for
// this stand-in: it keeps what supabase-js hands over (URL, headers, the fetch that adds the session's token) and
// downloads the real client on the first file action, then forwards to it. Types still come from storage-js.
type RealModule = typeof import('@supabase/storage-js');
type RealClient = InstanceType<RealModule['StorageClient']>;
type RealBucket = ReturnType<RealClient['from']>;

// The deep path is not matched by the alias, so this is the real package.
const loadRealModule = (): Promise<RealModule> => import('@supabase/storage-js/dist/index.mjs') as Promise<RealModule>;

/** supabase-js re-exports it; Offerpilot never checks for it (storage errors are read through their message). */
export class StorageApiError extends Error {}

export class StorageClient {
  private real: RealClient | undefined;
  private loading: Promise<RealClient> | undefined;
  private readonly args: ConstructorParameters<RealModule['StorageClient']>;

  constructor(...args: ConstructorParameters<RealModule['StorageClient']>) {
    this.args = args;
  }

  private client(): Promise<RealClient> {
    this.loading ??= loadRealModule().then(({ StorageClient: Real }) => (this.real = new Real(...this.args)));
    return this.loading;
  }

  from(bucket: string): RealBucket {
    const forward =
      (method: 'list' | 'remove' | 'upload' | 'download' | 'createSignedUrl') =>
      async (...args: unknown[]) =>
        ((await this.client()).from(bucket)[method] as (...a: unknown[]) => unknown)(...args);
    const getPublicUrl: RealBucket['getPublicUrl'] = (path, options) => {
      if (this.real) return this.real.from(bucket).getPublicUrl(path, options);
      // Synchronous, so before the client is here: storage-js's plain form (StorageFileApi.getPublicUrl, no options).
      if (options) throw new Error('getPublicUrl with options needs the Storage client: call it after a file action.');
      const base = new URL(this.args[0]).href.replace(/\/$/, '');
      return { data: { publicUrl: encodeURI(`${base}/object/public/${bucket}/${path.replace(/^\/+/, '')}`) } };
    };
    return {
      list: forward('list'),
      remove: forward('remove'),
      upload: forward('upload'),
      download: forward('download'),
      createSignedUrl: forward('createSignedUrl'),
      getPublicUrl,
    } as unknown as RealBucket;
  }
}

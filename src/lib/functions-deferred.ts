// supabase-js imports functions-js with every page, although only two actions call an Edge Function through it
// (deleting the account, opening the billing portal; the AI gateway has its own client, src/lib/ai.ts).
// vite.config.ts swaps `@supabase/functions-js` for this stand-in, as it does Storage's (storage-deferred.ts): it
// keeps what supabase-js hands over (URL, headers, the fetch that adds the session's token) and downloads the real
// client on the first call. Errors come from the real client: read them by name (`edgeFunctionErrorBody`), since the
// classes below, which supabase-js re-exports, are stand-ins too.
type RealModule = typeof import('@supabase/functions-js');
type RealClient = InstanceType<RealModule['FunctionsClient']>;

// The deep path is not matched by the alias, so this is the real package.
const loadRealModule = (): Promise<RealModule> => import('@supabase/functions-js/dist/module/index.js') as Promise<RealModule>;

export class FunctionsClient {
  private readonly args: ConstructorParameters<RealModule['FunctionsClient']>;

  constructor(...args: ConstructorParameters<RealModule['FunctionsClient']>) {
    this.args = args;
  }

  async invoke<T = unknown>(...args: Parameters<RealClient['invoke']>): ReturnType<RealClient['invoke']> {
    const { FunctionsClient: Real } = await loadRealModule();
    return new Real(...this.args).invoke<T>(...args) as ReturnType<RealClient['invoke']>;
  }
}

export class FunctionsError extends Error {
  constructor(
    message: string,
    name = 'FunctionsError',
    readonly context?: unknown,
  ) {
    super(message);
    this.name = name;
  }
}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
/** supabase-js re-exports it; Offerpilot never picks a region. */
export const FunctionRegion = {};

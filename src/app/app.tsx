import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { Session } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });

function SignIn() {
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setIsPending(true);
    setError(null);
    const { error: signInError } = await supabase.auth.signInWithPassword({
      email: String(form.get('email')),
      password: String(form.get('password')),
    });
    setIsPending(false);
    if (signInError) setError(signInError.message);
  }

  return (
    <main className="mx-auto mt-24 max-w-sm rounded-xl bg-white p-8 shadow">
      <h1 className="mb-6 text-2xl font-semibold">Sign in to your account</h1>
      {error && <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 p-3 text-red-800">{error}</p>}
      <form onSubmit={handleSubmit} className="space-y-4">
        <label className="block">
          <span className="text-sm font-medium">Email address</span>
          <input name="email" type="email" required autoComplete="email" className="mt-1 w-full rounded border border-slate-300 px-3 py-2" />
        </label>
        <label className="block">
          <span className="text-sm font-medium">Password</span>
          <input name="password" type="password" required autoComplete="current-password" className="mt-1 w-full rounded border border-slate-300 px-3 py-2" />
        </label>
        <button type="submit" disabled={isPending} className="w-full rounded bg-brand-600 py-2 font-medium text-white disabled:opacity-60">
          {isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}

function Home({ session }: { session: Session }) {
  return (
    <main className="mx-auto mt-24 max-w-lg p-8">
      <h1 className="text-2xl font-semibold">My Applications</h1>
      <p className="mt-2">Signed in as {session.user.email}.</p>
      <button type="button" onClick={() => void supabase.auth.signOut()} className="mt-6 rounded border px-4 py-2">
        Log Out
      </button>
    </main>
  );
}

export function App() {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  useEffect(() => {
    void supabase.auth.getSession().then(({ data }) => setSession(data.session));
    const { data } = supabase.auth.onAuthStateChange((_event, next) => setSession(next));
    return () => data.subscription.unsubscribe();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {session === undefined ? <p className="p-8">Loading…</p> : session ? <Home session={session} /> : <SignIn />}
    </QueryClientProvider>
  );
}

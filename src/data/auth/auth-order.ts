// The app's calls that write the session run one after another. supabase-js's auth client (auth-js 2.109) takes no
// lock by default any more, so an updateUser still on its way when Log Out runs saved the session back after the
// sign-out had removed it: the person clicked Log Out and stayed signed in.

let last: Promise<unknown> = Promise.resolve();

/** Runs `call` once every session-writing call started before it has settled (fulfilled or not). */
export function inAuthOrder<T>(call: () => Promise<T>): Promise<T> {
  const run = last.then(call, call);
  last = run.catch(() => undefined);
  return run;
}

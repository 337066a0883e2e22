// Running SQL as a request's caller, so that RLS and grants apply exactly as they do through PostgREST.
import type pg from 'pg';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string };

/** Runs `fn` in one transaction on a pooled connection: committed if it returns, rolled back if it throws. */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Runs `fn` inside a transaction with `role` set to the caller's database role and
 * `request.jwt.claims` set the way PostgREST sets them, so `auth.uid()` and policies work.
 */
export async function asRole<T>(pool: pg.Pool, claims: JwtClaims, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const role = claims.role === 'service_role' || claims.role === 'authenticated' ? claims.role : 'anon';
  return inTransaction(pool, async (client) => {
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify(claims)]);
    return fn(client);
  });
}

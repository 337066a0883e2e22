// HS256 JWTs with the shared secret, as PostgREST, GoTrue and Storage verify them.
import { jwtVerify, type JWTPayload } from 'jose';

export async function verifyJwt(token: string, secret: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    return payload;
  } catch {
    return null;
  }
}

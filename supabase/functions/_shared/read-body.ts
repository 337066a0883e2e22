// Reads a request body through a counting stream that stops at a limit: a body without Content-Length (chunked) is
// never buffered whole before its size is known. Web Streams only, so it is unit-tested under Node as well.

export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too_large' };

/** The body's bytes, or `too_large` as soon as more than `limit` bytes arrived (the rest is never read). */
export async function readBodyLimited(body: ReadableStream<Uint8Array> | null, declaredLength: string | null, limit: number): Promise<BodyRead> {
  if (declaredLength !== null && Number(declaredLength) > limit) {
    await body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too_large' };
  }
  if (!body) return { ok: true, bytes: new Uint8Array() };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too_large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

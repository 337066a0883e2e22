// Reads a request body through a counting stream that stops at a limit: a body without Content-Length (chunked) is
// never buffered whole before its size is known. Web Streams only, so it is unit-tested under Node as well.

export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too_large'; limit: number };

/**
 * A larger limit for some bodies, told by their first `limit` bytes (a screen question says `"purpose":"screen"`):
 * any other body is refused as soon as it passes the small limit.
 */
export interface WiderLimit {
  limit: number;
  when: (head: Uint8Array) => boolean;
}

function joined(chunks: Uint8Array[], length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body's bytes, or `too_large` as soon as more than the limit arrived (the rest is never read). */
export async function readBodyLimited(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: string | null,
  limit: number,
  wider?: WiderLimit,
): Promise<BodyRead> {
  const most = wider?.limit ?? limit;
  if (declaredLength !== null && Number(declaredLength) > most) {
    await body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too_large', limit: most };
  }
  if (!body) return { ok: true, bytes: new Uint8Array() };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let current = limit;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    chunks.push(value);
    if (received > current && wider && current === limit && wider.when(joined(chunks, received).subarray(0, limit))) current = wider.limit;
    if (received > current) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too_large', limit: current };
    }
  }
  return { ok: true, bytes: joined(chunks, received) };
}

// The counting body reader stops pulling at the limit: a 2 MB chunked body is refused after ~the limit, not read whole.
import { describe, expect, it } from 'vitest';
import { readBodyLimited } from './read-body.ts';

function countingBody(totalBytes: number, chunkBytes = 16 * 1024) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= totalBytes) return controller.close();
        const size = Math.min(chunkBytes, totalBytes - state.pulled);
        state.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(120));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

describe('readBodyLimited', () => {
  it('stops reading a body without Content-Length as soon as it passes the limit', async () => {
    const { stream, state } = countingBody(2 * 1024 * 1024);
    const result = await readBodyLimited(stream, null, 64 * 1024);
    expect(result).toEqual({ ok: false, reason: 'too_large', limit: 64 * 1024 });
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024 + 16 * 1024);
  });

  it('refuses a declared length over the limit without reading anything', async () => {
    const { stream, state } = countingBody(1024);
    expect(await readBodyLimited(stream, String(128 * 1024), 64 * 1024)).toEqual({ ok: false, reason: 'too_large', limit: 64 * 1024 });
    expect(state.pulled).toBe(0);
  });

  it('returns the whole body when it fits, exactly at the limit too', async () => {
    const { stream } = countingBody(64 * 1024);
    const result = await readBodyLimited(stream, null, 64 * 1024);
    expect(result.ok && result.bytes.byteLength).toBe(64 * 1024);
  });

  it('reads further only a body whose first bytes claim the wider limit, and stops there too', async () => {
    const wider = { limit: 256 * 1024, when: (head: Uint8Array) => head[0] === 120 };
    const claimed = countingBody(200 * 1024);
    const read = await readBodyLimited(claimed.stream, null, 64 * 1024, wider);
    expect(read.ok && read.bytes.byteLength).toBe(200 * 1024);
    const tooLarge = countingBody(2 * 1024 * 1024);
    expect(await readBodyLimited(tooLarge.stream, null, 64 * 1024, wider)).toEqual({ ok: false, reason: 'too_large', limit: 256 * 1024 });
    expect(tooLarge.state.pulled).toBeLessThanOrEqual(256 * 1024 + 16 * 1024);
    const other = countingBody(2 * 1024 * 1024);
    expect(await readBodyLimited(other.stream, null, 64 * 1024, { ...wider, when: () => false })).toEqual({ ok: false, reason: 'too_large', limit: 64 * 1024 });
    expect(other.state.pulled).toBeLessThanOrEqual(64 * 1024 + 16 * 1024);
  });
});

// Small readers shared by the audio-duration parsers.

/** What a parser found: the seconds the audio lasts, a disagreement between what the file says and what it holds, or null (cannot tell). */
export type Measured = { seconds: number } | { mismatch: string } | null;

export function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** Whether a declared and a computed length agree: within a second, or 2 % of the longer (edit lists, encoder delay). */
export function lengthsAgree(declared: number, computed: number): boolean {
  return Math.abs(declared - computed) <= Math.max(1, 0.02 * Math.max(declared, computed));
}

export function disagreement(container: string, declared: number, computed: number): { mismatch: string } {
  return { mismatch: `The ${container} file says it lasts ${declared.toFixed(1)} s, but its audio lasts ${computed.toFixed(1)} s.` };
}

/** Samples (at 48 kHz) in one Opus packet, from its TOC byte (RFC 6716 §3.1), or 0 for an empty packet. */
export function opusPacketSamples(packet: Uint8Array): number {
  if (packet.byteLength === 0) return 0;
  const config = packet[0] >> 3;
  const frameMs = config < 12 ? [10, 20, 40, 60][config & 3] : config < 16 ? [10, 20][config & 1] : [2.5, 5, 10, 20][config & 3];
  const code = packet[0] & 3;
  const frames = code === 0 ? 1 : code < 3 ? 2 : packet.byteLength > 1 ? packet[1] & 0x3f : 0;
  return frames * frameMs * 48;
}

// A WebM file laid out as MediaRecorder writes it (a Segment and a Cluster of unknown size, no Duration unless asked):
// one Opus track of 20 ms frames, for the audio-duration tests.

function element(id: number[], body: Buffer): Buffer {
  const size = body.length < 127 ? Buffer.from([0x80 | body.length]) : Buffer.from([0x40 | (body.length >> 8), body.length & 0xff]);
  return Buffer.concat([Buffer.from(id), size, body]);
}

const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
/** An Opus packet of one 20 ms CELT frame (TOC config 31, code 0). */
const OPUS_20_MS = Buffer.from([0xf8, 0xff, 0xfe]);

export function webmOf({ frames, durationMs, stampedAtZero = false }: { frames: number; durationMs?: number; stampedAtZero?: boolean }): Buffer {
  const ebml = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
  const duration = durationMs === undefined ? [] : [element([0x44, 0x89], Buffer.from(new Float64Array([durationMs]).buffer).reverse())];
  const info = element([0x15, 0x49, 0xa9, 0x66], Buffer.concat([element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])), ...duration]));
  const tracks = element([0x16, 0x54, 0xae, 0x6b], element([0xae], Buffer.concat([element([0xd7], Buffer.from([1])), element([0x86], Buffer.from('A_OPUS'))])));
  const blocks = Array.from({ length: frames }, (_, i) => {
    const relative = Buffer.alloc(2);
    relative.writeInt16BE(stampedAtZero ? 0 : i * 20);
    return element([0xa3], Buffer.concat([Buffer.from([0x81]), relative, Buffer.from([0x80]), OPUS_20_MS]));
  });
  const cluster = Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, element([0xe7], Buffer.from([0])), ...blocks]);
  return Buffer.concat([ebml, Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, info, tracks, cluster]);
}

// A turn's PCM as a WAV file, for the upload path (the transcription route takes whole recordings): 16-bit mono
// little-endian PCM with the 44-byte RIFF header. Pure and self-contained.

export const WAV_HEADER_BYTES = 44;

/** PCM16 chunks (in order) as one mono WAV file. */
export function encodeWav(chunks: Int16Array[], sampleRate: number): Uint8Array<ArrayBuffer> {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) throw new Error(`The sample rate must be a positive whole number (got ${sampleRate})`);
  const sampleCount = chunks.reduce((total, chunk) => total + chunk.length, 0);
  const bytes = new Uint8Array(WAV_HEADER_BYTES + sampleCount * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + sampleCount * 2, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, sampleCount * 2, true);
  let offset = WAV_HEADER_BYTES;
  for (const chunk of chunks) {
    for (const sample of chunk) {
      view.setInt16(offset, sample, true);
      offset += 2;
    }
  }
  return bytes;
}

// The fake upstream's eyes for the e2e meeting tab's marker (tests/fakes/screen-marker.ts): real JPEGs, encoded the way
// a browser's canvas does, with the marker, without it, and with its colours out of order.
import { encode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { showsMeetingMarker } from '../fakes/screen-marker.ts';
import { PNG_1X1 } from '../fakes/files.ts';

type Square = { x: number; rgb: [number, number, number] };
const MAGENTA: [number, number, number] = [255, 0, 255];
const GREEN: [number, number, number] = [0, 255, 0];
const BLUE: [number, number, number] = [0, 0, 255];
const YELLOW: [number, number, number] = [255, 255, 0];

/** A 640×360 dark frame (the exercise's background) with 24 px squares at y 40, as JPEG at the SPA's quality. */
function frame(squares: Square[], quality = 80): Uint8Array {
  const width = 640;
  const height = 360;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set([30, 30, 30, 255], i * 4);
  for (const { x, rgb } of squares)
    for (let dy = 0; dy < 24; dy += 1) for (let dx = 0; dx < 24; dx += 1) data.set([...rgb, 255], ((40 + dy) * width + x + dx) * 4);
  return new Uint8Array(encode({ width, height, data }, quality).data);
}
const row = (colours: Array<[number, number, number]>) => colours.map((rgb, index) => ({ x: 40 + index * 24, rgb }));

describe('showsMeetingMarker', () => {
  it('sees the four squares in order, at the SPA’s JPEG quality and at a poor one', () => {
    expect(showsMeetingMarker(frame(row([MAGENTA, GREEN, BLUE, YELLOW])))).toBe(true);
    expect(showsMeetingMarker(frame(row([MAGENTA, GREEN, BLUE, YELLOW]), 40))).toBe(true);
  });

  it('does not see them in a black frame, out of order, or with one missing', () => {
    expect(showsMeetingMarker(frame([]))).toBe(false);
    expect(showsMeetingMarker(frame(row([GREEN, MAGENTA, BLUE, YELLOW])))).toBe(false);
    expect(showsMeetingMarker(frame(row([MAGENTA, GREEN, YELLOW])))).toBe(false);
  });

  it('cannot tell from bytes that are not a JPEG', () => {
    expect(showsMeetingMarker(new Uint8Array(PNG_1X1))).toBeNull();
  });
});

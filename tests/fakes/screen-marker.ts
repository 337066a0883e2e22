// A marker the e2e meeting tab draws beside its coding exercise, and the fake upstream's eyes for it: four flat squares,
// magenta, green, blue, yellow, left to right. They survive the SPA's JPEG encoding, scaling and a crop that keeps them,
// so an image the upstream received shows the meeting tab's exercise only if it carries them in that order (a black or
// blank frame, another tab, a stale picture do not).
import { decode } from 'jpeg-js';

const MARKER_COLOURS = [
  { name: 'magenta', css: '#ff00ff', rgb: [255, 0, 255] },
  { name: 'green', css: '#00ff00', rgb: [0, 255, 0] },
  { name: 'blue', css: '#0000ff', rgb: [0, 0, 255] },
  { name: 'yellow', css: '#ffff00', rgb: [255, 255, 0] },
] as const;

/** The marker as HTML: four 48 px squares in a row, for the meeting page to show above its exercise. */
export const MEETING_MARKER_HTML = `<div aria-hidden="true" style="display: flex; margin-bottom: 16px">${MARKER_COLOURS.map(
  ({ css }) => `<span style="display: block; width: 48px; height: 48px; background: ${css}"></span>`,
).join('')}</div>`;

/** Which marker colour a pixel is (JPEG moves flat colours by a few levels), or -1. */
function colourOf(r: number, g: number, b: number): number {
  return MARKER_COLOURS.findIndex(({ rgb }) => Math.abs(r - rgb[0]) + Math.abs(g - rgb[1]) + Math.abs(b - rgb[2]) < 120);
}

/**
 * Whether a JPEG shows the marker: some row holds runs of the four colours in order, each at least 6 px wide, with
 * nothing wider than a few pixels between them. null when the bytes are not a JPEG this reader can decode.
 */
export function showsMeetingMarker(jpeg: Uint8Array): boolean | null {
  let image: { width: number; height: number; data: Uint8Array };
  try {
    image = decode(jpeg, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 256 });
  } catch {
    return null;
  }
  const last = MARKER_COLOURS.length - 1;
  for (let y = 0; y < image.height; y += 2) {
    let expected = 0;
    let run = 0;
    let gap = 0;
    for (let x = 0; x < image.width; x += 1) {
      const at = (y * image.width + x) * 4;
      const colour = colourOf(image.data[at], image.data[at + 1], image.data[at + 2]);
      if (colour === expected) {
        run += 1;
        gap = 0;
        if (expected === last && run >= 6) return true;
      } else if (run >= 6 && colour === expected + 1) {
        expected += 1;
        run = 1;
        gap = 0;
      } else if (run >= 6 && gap < 4) {
        gap += 1; // an edge blurred by the encoding
      } else {
        expected = 0;
        run = colour === 0 ? 1 : 0;
        gap = 0;
      }
    }
  }
  return false;
}

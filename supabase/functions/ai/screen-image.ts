// The screenshot of a "What's on screen" question, checked before anything reaches the upstream: a base64 data URL
// whose bytes really are a PNG, JPEG, WebP or GIF (read from their first bytes, whatever the URL declares), no larger
// than AI_LIMITS.imageBytes, each side within AI_LIMITS.imageSidePx (read from the header, nothing is decoded).
// OpenAI's image inputs, checked 2026-11-25 (vision guide, images-and-vision page): PNG, JPEG, WEBP and non-animated
// GIF, up to 20 MB per image and 50 MB per request, as an `image_url` content part whose url is a URL or a base64
// data URL, with `detail` low, high or auto. Our limits are tighter: a tab frame is a few hundred KB. Pure, unit-tested.
import { AI_LIMITS } from '../_shared/ai-contract.ts';

export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

export type ScreenImageCheck =
  | { ok: true; type: ImageType; width: number; height: number; bytes: number; dataUrl: string }
  | { ok: false; status: 400 | 413; code: 'unsupported_image' | 'image_too_large'; message: string };

const MB = 1024 * 1024;
export const SCREEN_IMAGE_MESSAGES = {
  notDataUrl: 'image must be a screenshot sent as a base64 data URL (data:image/png;base64,…).',
  notImage: 'This file is not an image the AI can read: send a PNG, JPEG, WebP or GIF screenshot.',
  tooLarge: `The screenshot is too large: it may weigh at most ${AI_LIMITS.imageBytes / MB} MB. Crop it or send a smaller one.`,
  tooManyPixels: `The screenshot is too large: each side may be at most ${AI_LIMITS.imageSidePx} pixels. Crop it or send a smaller one.`,
  empty: 'The screenshot has no pixels: take it again.',
} as const;

const refuse = (
  code: 'unsupported_image' | 'image_too_large',
  message: string,
  status: 400 | 413 = code === 'image_too_large' ? 413 : 400,
): ScreenImageCheck => ({ ok: false, status, code, message });

/** The image type its first bytes say, or null. */
function imageTypeOf(head: Uint8Array): ImageType | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  return null;
}

/** Width and height from the header of an image of `type`, or null when the header is cut short or malformed. */
export function imageSizeOf(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (type === 'png') return { width: view.getUint32(16), height: view.getUint32(20) };
    if (type === 'gif') return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
    if (type === 'webp') {
      const chunk = String.fromCharCode(...bytes.subarray(12, 16));
      if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
      if (chunk === 'VP8L') {
        const bits = view.getUint32(21, true);
        return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
      }
      const uint24 = (at: number) => view.getUint16(at, true) + (view.getUint8(at + 2) << 16);
      if (chunk === 'VP8X') return { width: uint24(24) + 1, height: uint24(27) + 1 };
      return null;
    }
    // JPEG: walk the segments to the first start-of-frame (SOF0…SOF15 but DHT C4, JPG C8 and DAC CC).
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1];
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
      offset += 2 + view.getUint16(offset + 2);
    }
    return null;
  } catch {
    return null;
  }
}

function decodeBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Checks the request's `image`; on success, the data URL to send upstream, with the type its bytes really are. */
export function checkScreenImage(value: unknown): ScreenImageCheck {
  if (typeof value !== 'string') return refuse('unsupported_image', SCREEN_IMAGE_MESSAGES.notDataUrl);
  const match = /^data:([a-z0-9.+/-]*);base64,/i.exec(value.slice(0, 64));
  if (!match) return refuse('unsupported_image', SCREEN_IMAGE_MESSAGES.notDataUrl);
  const encoded = value.slice(match[0].length);
  // Base64 carries 3 bytes in 4 characters: the size is known before anything is decoded.
  if (Math.floor((encoded.length * 3) / 4) - 2 > AI_LIMITS.imageBytes) return refuse('image_too_large', SCREEN_IMAGE_MESSAGES.tooLarge);
  const bytes = decodeBase64(encoded);
  if (!bytes) return refuse('unsupported_image', SCREEN_IMAGE_MESSAGES.notDataUrl);
  if (bytes.length > AI_LIMITS.imageBytes) return refuse('image_too_large', SCREEN_IMAGE_MESSAGES.tooLarge);
  const type = imageTypeOf(bytes.subarray(0, 16));
  if (!type) return refuse('unsupported_image', SCREEN_IMAGE_MESSAGES.notImage);
  const size = imageSizeOf(bytes, type);
  if (!size) return refuse('unsupported_image', SCREEN_IMAGE_MESSAGES.notImage);
  if (size.width < 1 || size.height < 1) return refuse('unsupported_image', SCREEN_IMAGE_MESSAGES.empty);
  if (size.width > AI_LIMITS.imageSidePx || size.height > AI_LIMITS.imageSidePx) return refuse('image_too_large', SCREEN_IMAGE_MESSAGES.tooManyPixels);
  return { ok: true, type, ...size, bytes: bytes.length, dataUrl: `data:image/${type};base64,${encoded}` };
}

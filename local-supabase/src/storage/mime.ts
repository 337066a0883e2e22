// Bucket MIME rules (storage-api's wildcard matching) and a magic-byte check that the bytes are what the type claims.
import { errors } from './errors.js';

/** storage-api's validateMimeType: `type/sub` must equal an allowed entry or match `type/*`. */
export function mustBeAllowedMimeType(mimeType: string, allowedMimeTypes: readonly string[]): void {
  const [type, subtype] = mimeType.split('/');
  if (subtype === undefined) throw errors.invalidMimeType(mimeType);
  const allowed = allowedMimeTypes.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!allowed) throw errors.invalidMimeType(mimeType);
}

/** How many leading bytes the signatures below need. */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const isPdf = (head: Uint8Array) => Buffer.from(head.subarray(0, 1024)).includes('%PDF-');
const isPng = (head: Uint8Array) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isJpeg = (head: Uint8Array) => startsWith(head, [0xff, 0xd8, 0xff]);
const isGif = (head: Uint8Array) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'));
const isWebp = (head: Uint8Array) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8);
const isBmp = (head: Uint8Array) => startsWith(head, ascii('BM'));
const isTiff = (head: Uint8Array) => startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]);
const isIco = (head: Uint8Array) => startsWith(head, [0x00, 0x00, 0x01, 0x00]);
const isFtyp = (brands: string[]) => (head: Uint8Array) =>
  startsWith(head, ascii('ftyp'), 4) && brands.some((brand) => startsWith(head, ascii(brand), 8));
const isSvg = (head: Uint8Array) => /<svg[\s>]/i.test(Buffer.from(head).toString('utf8'));

const SIGNATURES: Record<string, (head: Uint8Array) => boolean> = {
  'application/pdf': isPdf,
  'image/png': isPng,
  'image/apng': isPng,
  'image/jpeg': isJpeg,
  'image/jpg': isJpeg,
  'image/pjpeg': isJpeg,
  'image/gif': isGif,
  'image/webp': isWebp,
  'image/bmp': isBmp,
  'image/tiff': isTiff,
  'image/x-icon': isIco,
  'image/vnd.microsoft.icon': isIco,
  'image/avif': isFtyp(['avif', 'avis']),
  'image/heic': isFtyp(['heic', 'heix', 'mif1', 'msf1']),
  'image/svg+xml': isSvg,
};

/** The declared type without parameters, lower-cased: `Image/PNG; x=y` → `image/png`. */
function essence(mimeType: string): string {
  return mimeType.split(';')[0].trim().toLowerCase();
}

/** Refuses a file whose first bytes contradict a declared type we can recognise (a text file sent as image/png). */
export function mustMatchContent(mimeType: string, head: Uint8Array): void {
  const check = SIGNATURES[essence(mimeType)];
  if (check && !check(head)) throw errors.contentMismatch(mimeType);
}

/** Types a browser runs as a page: served as text, as storage-api's renderer turns `text/html` into `text/plain`. */
const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const TOKEN = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;
/** SVG and other XML can carry script when opened as a page; an <img> still shows an attachment. */
const isScriptableXml = (type: string) => type === 'image/svg+xml' || type === 'text/xml' || type === 'application/xml' || type.endsWith('+xml');

export interface ServedType {
  contentType: string;
  /** Answer with `Content-Disposition: attachment` so a browser never opens it as a page on the API's origin. */
  isAttachmentOnly: boolean;
}

/**
 * The `Content-Type` an object is served with, so nothing stored (an upload, or a copy with overridden metadata)
 * becomes a page with script on the API's origin: HTML as text/plain, SVG/XML as attachment, and a type that is not
 * one clean `type/subtype` (`text/html,image/png`) as application/octet-stream.
 */
export function servedType(declared: string | undefined): ServedType {
  const type = declared === undefined ? '' : essence(declared);
  if (!TOKEN.test(type) || /[^\x20-\x7e]|,/.test(declared ?? '')) return { contentType: 'application/octet-stream', isAttachmentOnly: false };
  if (PAGE_TYPES.has(type)) return { contentType: 'text/plain', isAttachmentOnly: false };
  return { contentType: declared as string, isAttachmentOnly: isScriptableXml(type) };
}

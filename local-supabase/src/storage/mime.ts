// Bucket MIME rules (storage-api's wildcard matching) and the type an object is served with.
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

/** The declared type without parameters, lower-cased: `Image/PNG; x=y` → `image/png`. */
function essence(mimeType: string): string {
  return mimeType.split(';')[0].trim().toLowerCase();
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

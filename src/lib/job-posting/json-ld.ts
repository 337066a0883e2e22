// JobPosting structured data (schema.org, as Google for Jobs reads it): every <script type="application/ld+json"> of
// the page, with @graph and arrays unfolded, the first JobPosting taken.
import { htmlToText } from './html-to-text.ts';
import type { PostingFields } from './posting-fields.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function nodesOf(value: unknown): Json[] {
  return asList(value).flatMap((node) => {
    if (!isObject(node)) return [];
    return [node, ...nodesOf(node['@graph'])];
  });
}

function isJobPosting(node: Json): boolean {
  return asList(node['@type']).some((type) => text(type).replace(/^https?:\/\/schema\.org\//, '') === 'JobPosting');
}

function nameOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  for (const node of asList(value)) if (isObject(node) && text(node.name)) return text(node.name);
  return '';
}

function placeOf(value: unknown): string {
  if (!isObject(value)) return text(value);
  const address = isObject(value.address) ? value.address : typeof value.address === 'string' ? { streetAddress: value.address } : {};
  const parts = [text(address.addressLocality), text(address.addressRegion), nameOf(address.addressCountry)].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : text(value.name);
}

function locationOf(posting: Json): string {
  const places = [...new Set(asList(posting.jobLocation).map(placeOf).filter(Boolean))];
  const isRemote = asList(posting.jobLocationType).some((type) => text(type).toUpperCase() === 'TELECOMMUTE');
  if (isRemote) places.push('Remote');
  return places.join(' · ');
}

/** The page's JobPosting, or null when it has none (or only broken JSON). */
export function readJsonLd(document: Document): PostingFields | null {
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    const posting = nodesOf(parsed).find(isJobPosting);
    if (!posting) continue;
    return {
      title: htmlToText(text(posting.title)),
      company: nameOf(posting.hiringOrganization),
      location: locationOf(posting),
      offerText: htmlToText(text(posting.description)),
      link: text(posting.url),
    };
  }
  return null;
}

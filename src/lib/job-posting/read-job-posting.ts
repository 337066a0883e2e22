// Reads a job posting from a page: JobPosting JSON-LD first, then a big board's own fields, then the text the person
// selected, then the page's whole text when its title is found there (posting-text.ts). Pure (a Document in, values
// out) so the extension's content script and the app's "Paste a job" share it.
import { readBoardFields } from './board-fields.ts';
import { elementToText } from './html-to-text.ts';
import { readJsonLd } from './json-ld.ts';
import { cleanJobLink } from './job-link.ts';
import type { PostingFields } from './posting-fields.ts';
import { INDEED_TITLE, readPostingText } from './posting-text.ts';

/** The columns' limits (supabase/migrations/20261121000100_tracker.sql): company and title 200, link 2048, offer 50,000. */
export const JOB_POSTING_LIMITS = { company: 200, title: 200, link: 2048, offerText: 50_000 } as const;

type JobPostingSource = 'json-ld' | 'board' | 'selection' | 'page-text';

export interface JobPosting {
  company: string;
  title: string;
  link: string;
  location: string;
  offerText: string;
  /** The offer was longer than the column holds and was cut at JOB_POSTING_LIMITS.offerText. */
  isOfferCut: boolean;
  source: JobPostingSource;
}

export type JobPostingReading = { isFound: true; posting: JobPosting } | { isFound: false };

interface ReadOptions {
  /** The page's address (or the link the person pasted). */
  url: string;
  /** The text the person selected on the page (or pasted), if any: read for a title and company, kept as the offer. */
  selection?: string;
  /** The page's whole text, read when nothing else is and only if a job title is found in it. */
  pageText?: string;
}

const oneLine = (value: string, limit: number) => value.replace(/\s+/g, ' ').trim().slice(0, limit);

function toPosting(fields: PostingFields, source: JobPostingSource, pageUrl: string): JobPosting {
  const offer = fields.offerText.trim();
  const isOfferCut = offer.length > JOB_POSTING_LIMITS.offerText;
  const link = cleanJobLink(fields.link, pageUrl);
  return {
    company: oneLine(fields.company, JOB_POSTING_LIMITS.company),
    title: oneLine(fields.title.replace(INDEED_TITLE, ''), JOB_POSTING_LIMITS.title),
    link: link.length <= JOB_POSTING_LIMITS.link ? link : '',
    location: oneLine(fields.location, 500),
    offerText: isOfferCut ? offer.slice(0, JOB_POSTING_LIMITS.offerText) : offer,
    isOfferCut,
    source,
  };
}

export function readJobPosting(document: Document, { url, selection = '', pageText = '' }: ReadOptions): JobPostingReading {
  const jsonLd = readJsonLd(document);
  if (jsonLd && (jsonLd.title || jsonLd.offerText)) return { isFound: true, posting: toPosting(jsonLd, 'json-ld', url) };
  const board = readBoardFields(document);
  if (board) return { isFound: true, posting: toPosting(board, 'board', url) };
  if (selection.trim()) {
    const selected = readPostingText(selection);
    return { isFound: true, posting: toPosting({ ...selected, offerText: selected.offerText || selection }, 'selection', url) };
  }
  const page = readPostingText(pageText);
  if (page.title) return { isFound: true, posting: toPosting(page, 'page-text', url) };
  return { isFound: false };
}

/** True when what the person pasted is a link and nothing else: the page's text or source is needed, nothing is fetched. */
export function isBareLink(pasted: string): boolean {
  return /^(https?:\/\/|www\.)\S+$/i.test(pasted.trim());
}

/** Reads what the person pasted (the app's "Paste a job"): an HTML source like a page, plain text like a selection. */
export function readPastedPage(source: string, url: string): JobPostingReading {
  const looksLikeHtml = /<(html|body|head|script|div|main|article|section|h1|p)\b/i.test(source);
  if (!looksLikeHtml) return readJobPosting(new DOMParser().parseFromString('', 'text/html'), { url, selection: source });
  const document = new DOMParser().parseFromString(source, 'text/html');
  return readJobPosting(document, { url, pageText: elementToText(document.body) });
}

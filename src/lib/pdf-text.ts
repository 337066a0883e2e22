// Text of a PDF, page by page, read in the browser with pdfjs-dist (loaded on first use, parsed in its worker).
import { t } from 'i18next';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** Read when used, so each is in the language of that moment. */
export const PDF_TEXT_MESSAGES = {
  get noText() {
    return t('common:pdf.noText');
  },
  get unreadable() {
    return t('common:pdf.unreadable');
  },
};

export type PdfTextErrorCode = 'no_text' | 'unreadable';

export class PdfTextError extends Error {
  constructor(
    readonly code: PdfTextErrorCode,
    message: string = code === 'no_text' ? PDF_TEXT_MESSAGES.noText : PDF_TEXT_MESSAGES.unreadable,
  ) {
    super(message);
    this.name = 'PdfTextError';
  }
}

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

/** Joins pdf.js text items into lines: an item that ends a line is followed by a newline. */
export function joinTextItems(items: readonly TextItemLike[]): string {
  let text = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue; // marked-content markers carry no text
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

let pdfjsPromise: Promise<typeof import('pdfjs-dist')> | null = null;

function loadPdfjs() {
  pdfjsPromise ??= import('pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    },
    () => {
      pdfjsPromise = null; // a failed download of the reader is tried again next time
      throw new Error(t('common:pdf.readerNotLoaded'));
    },
  );
  return pdfjsPromise;
}

/**
 * The text of each page of `file`. Throws a PdfTextError whose message can be shown as is when the file is not a
 * readable PDF, or when no page has selectable text (a scanned resume).
 */
export async function extractPdfText(file: Blob): Promise<string[]> {
  const pdfjs = await loadPdfjs();
  let data: Uint8Array;
  try {
    data = new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new PdfTextError('unreadable');
  }
  const task = pdfjs.getDocument({ data, isEvalSupported: false, useSystemFonts: false, stopAtErrors: false, verbosity: pdfjs.VerbosityLevel.ERRORS });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(joinTextItems(content.items as TextItemLike[]));
      page.cleanup();
    }
    if (pages.every((page) => page.trim() === '')) throw new PdfTextError('no_text');
    return pages;
  } catch (error) {
    if (error instanceof PdfTextError) throw error;
    throw new PdfTextError('unreadable');
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

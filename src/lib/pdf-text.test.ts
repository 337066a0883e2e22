// PDF text extraction on PDFs made here with pdf-lib: a text resume, a "scan" without text, and bytes that are no PDF.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PDF_TEXT_MESSAGES, PdfTextError, extractPdfText, joinTextItems } from './pdf-text';

// jsdom has no Web Worker: use pdf.js's Node-friendly legacy build and run its worker code on the main thread.
vi.mock('pdfjs-dist', () => import('pdfjs-dist/legacy/build/pdf.mjs'));

const LEGACY_WORKER = 'pdfjs-dist/legacy/build/pdf.worker.mjs'; // untyped module: imported by name

beforeAll(async () => {
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(/* @vite-ignore */ LEGACY_WORKER);
});

async function textPdf(pages: string[][]): Promise<Blob> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = document.addPage([595, 842]);
    lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }));
  }
  return new Blob([new Uint8Array(await document.save())], { type: 'application/pdf' });
}

/** Like a scanned page: only drawn shapes, no text layer. */
async function scannedPdf(): Promise<Blob> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawRectangle({ x: 40, y: 600, width: 500, height: 200, color: rgb(0.2, 0.2, 0.2) });
  return new Blob([new Uint8Array(await document.save())], { type: 'application/pdf' });
}

describe('extractPdfText', () => {
  it('returns the text of each page, line by line', async () => {
    const pdf = await textPdf([
      ['Ada Lovelace', 'Senior TypeScript engineer', 'Led a team of 5 building a React design system'],
      ['Education', 'MSc Computer Science'],
    ]);
    const pages = await extractPdfText(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Ada Lovelace');
    expect(pages[0]).toContain('Led a team of 5 building a React design system');
    expect(pages[0].split('\n')).toContain('Senior TypeScript engineer');
    expect(pages[1]).toContain('MSc Computer Science');
    expect(pages[1]).not.toContain('Ada Lovelace');
  });

  it('refuses a PDF without selectable text with a message saying what to upload', async () => {
    const error = await extractPdfText(await scannedPdf()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfTextError);
    expect((error as PdfTextError).code).toBe('no_text');
    expect((error as Error).message).toBe(PDF_TEXT_MESSAGES.noText);
  });

  it('refuses bytes that are not a PDF', async () => {
    const garbage = new Blob([new Uint8Array(Array.from({ length: 2048 }, (_, i) => (i * 37 + 11) % 256))], { type: 'application/pdf' });
    const error = await extractPdfText(garbage).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfTextError);
    expect((error as PdfTextError).code).toBe('unreadable');
    expect((error as Error).message).toBe('This file could not be read as a PDF.');
  });

  it('refuses a truncated PDF', async () => {
    const pdf = await textPdf([['Ada Lovelace']]);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const error = await extractPdfText(new Blob([bytes.slice(0, 40)])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfTextError);
  });
});

describe('joinTextItems', () => {
  it('breaks lines where pdf.js marks an end of line and tidies spaces', () => {
    expect(
      joinTextItems([{ str: 'Led  a', hasEOL: false }, { str: ' team', hasEOL: true }, {}, { str: '  Python ', hasEOL: true }, { str: '', hasEOL: true }]),
    ).toBe('Led a team\nPython');
  });
});

// Small real files for upload tests, defined once: a 1×1 PNG, a one-page PDF and the first bytes of a WebM file.

/** A valid 1×1 RGBA PNG (67 bytes). */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e1a1b40000000049454e44ae426082',
  'hex',
);

/** A one-page PDF that PDF readers open. */
export const PDF_ONE_PAGE = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The EBML header a WebM recording starts with. */
export const WEBM_HEADER = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);

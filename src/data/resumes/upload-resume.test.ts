import { hasPdfBytes, uploadResume } from './upload-resume';

describe('a resume is a PDF by its bytes', () => {
  it('knows a PDF by its first bytes, not by its name', async () => {
    expect(await hasPdfBytes(new File(['%PDF-1.7\n…'], 'cv.pdf', { type: 'application/pdf' }))).toBe(true);
    expect(await hasPdfBytes(new File(['just some notes'], 'not-a-pdf.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(await hasPdfBytes(new File(['%PD'], 'short.pdf'))).toBe(false);
  });

  it('uploads nothing when a file named .pdf is not one', async () => {
    await expect(uploadResume(new File(['just some notes'], 'not-a-pdf.pdf', { type: 'application/pdf' }))).rejects.toThrow(
      '“not-a-pdf.pdf” is not a PDF (its content is not a PDF document), so it was not attached.',
    );
  });
});

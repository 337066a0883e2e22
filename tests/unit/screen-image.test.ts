// The "What's on screen" gateway checks: the screenshot (type by its bytes, weight, pixels), the request, the prompt.
import { describe, expect, it } from 'vitest';
import { AI_LIMITS } from '../../supabase/functions/_shared/ai-contract.ts';
import { checkChatRequest } from '../../supabase/functions/ai/chat-request.ts';
import { checkScreenImage, imageSizeOf, SCREEN_IMAGE_MESSAGES } from '../../supabase/functions/ai/screen-image.ts';
import { buildScreenPrompt } from '../../supabase/functions/ai/prompts/screen.ts';

const dataUrl = (bytes: Uint8Array, type = 'image/png') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A PNG header naming `width`×`height` (the gateway reads the header, never decodes). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A baseline JPEG's first segments: SOI, an APP0 of 16 bytes, then SOF0 naming `width`×`height`. */
function jpegHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0,
    16,
    ...new Array(14).fill(0),
    0xff,
    0xc0,
    0,
    17,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    ...new Array(9).fill(0),
  ]);
  return bytes;
}

describe('checkScreenImage', () => {
  it('accepts a PNG, a JPEG, a GIF and a WebP by their bytes, and sends the type the bytes say', () => {
    expect(checkScreenImage(dataUrl(pngHeader(1440, 900)))).toMatchObject({ ok: true, type: 'png', width: 1440, height: 900 });
    // Declared as PNG, really a JPEG: sent upstream as what it is.
    const jpeg = checkScreenImage(dataUrl(jpegHeader(800, 600), 'image/png'));
    expect(jpeg).toMatchObject({ ok: true, type: 'jpeg', width: 800, height: 600 });
    expect(jpeg.ok && jpeg.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    const gif = new Uint8Array([...Buffer.from('GIF89a'), 64, 0, 32, 0, 0, 0, 0]);
    expect(checkScreenImage(dataUrl(gif, 'image/gif'))).toMatchObject({ ok: true, type: 'gif', width: 64, height: 32 });
    const webp = new Uint8Array(30);
    webp.set([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8X')]);
    webp.set([99, 0, 0, 49, 0, 0], 24);
    expect(imageSizeOf(webp, 'webp')).toEqual({ width: 100, height: 50 });
  });

  it('refuses what is not an image, with a clear sentence', () => {
    expect(checkScreenImage('https://example.com/shot.png')).toMatchObject({
      ok: false,
      status: 400,
      code: 'unsupported_image',
      message: SCREEN_IMAGE_MESSAGES.notDataUrl,
    });
    expect(checkScreenImage(42)).toMatchObject({ ok: false, code: 'unsupported_image' });
    const pdf = dataUrl(new Uint8Array(Buffer.from('%PDF-1.7 a résumé, not a screenshot')), 'image/png');
    expect(checkScreenImage(pdf)).toMatchObject({ ok: false, status: 400, code: 'unsupported_image', message: SCREEN_IMAGE_MESSAGES.notImage });
    expect(checkScreenImage('data:image/png;base64,not base64!')).toMatchObject({ ok: false, code: 'unsupported_image' });
    expect(checkScreenImage(dataUrl(pngHeader(0, 10)))).toMatchObject({ ok: false, code: 'unsupported_image', message: SCREEN_IMAGE_MESSAGES.empty });
  });

  it('refuses a screenshot too heavy or with too many pixels (413), reading only the header', () => {
    const heavy = new Uint8Array(AI_LIMITS.imageBytes + 1);
    heavy.set(pngHeader(100, 100));
    expect(checkScreenImage(dataUrl(heavy))).toMatchObject({ ok: false, status: 413, code: 'image_too_large', message: SCREEN_IMAGE_MESSAGES.tooLarge });
    expect(checkScreenImage(dataUrl(pngHeader(AI_LIMITS.imageSidePx + 1, 100)))).toMatchObject({
      ok: false,
      status: 413,
      code: 'image_too_large',
      message: SCREEN_IMAGE_MESSAGES.tooManyPixels,
    });
    expect(checkScreenImage(dataUrl(jpegHeader(200, AI_LIMITS.imageSidePx + 1)))).toMatchObject({ ok: false, code: 'image_too_large' });
  });
});

describe('the screen purpose', () => {
  const image = dataUrl(pngHeader(1440, 900));
  it('takes a screenshot, an optional note and the response language; nothing else', () => {
    const checked = checkChatRequest({ purpose: 'screen', session: 'demo', image, note: 'in Go', settings: { responseLanguage: 'fr' } });
    expect(checked).toMatchObject({ ok: true, request: { purpose: 'screen', note: 'in Go', settings: { responseLanguage: 'fr' } } });
    expect(checkChatRequest({ purpose: 'screen', session: 'demo', image, settings: { responseLanguage: 'en' }, messages: [] })).toMatchObject({
      ok: false,
      code: 'invalid_request',
    });
    expect(checkChatRequest({ purpose: 'screen', session: 'demo', image: 'data:text/plain;base64,aGk=', settings: { responseLanguage: 'en' } })).toMatchObject({
      ok: false,
      code: 'unsupported_image',
    });
    expect(checkChatRequest({ purpose: 'screen', session: 'demo', image, note: 'x'.repeat(501), settings: { responseLanguage: 'en' } })).toMatchObject({
      ok: false,
      code: 'request_too_large',
    });
  });

  it('writes the prompt itself: coding steps, the response language, the image as an image_url part', () => {
    const [system, user] = buildScreenPrompt({ mode: 'demo', responseLanguage: 'fr', image, note: 'in Go' });
    expect(system.content).toContain('**Code**');
    expect(system.content).toContain('**Complexity**');
    expect(system.content).toContain('**Say out loud**');
    expect(system.content).toContain('Write every explanation in French (français)');
    expect(user.content).toEqual([
      { type: 'text', text: 'Answer the question in this screenshot. The candidate adds: in Go' },
      { type: 'image_url', image_url: { url: image, detail: 'high' } },
    ]);
  });
});

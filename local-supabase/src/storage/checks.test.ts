// Object-name rules, MIME checks and the types objects are served with, fed with names and bytes.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http.js';
import { mustBeAllowedMimeType, mustMatchContent, servedType } from './mime.js';
import { isValidObjectKey } from './names.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

function storageCode(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? String(error.body.statusCode) : 'unexpected';
  }
}

describe('object keys', () => {
  it.each(['user/cv.pdf', 'a/b/c d (1).png', "it's+ok,=@;:$&!*.txt", 'x'])('accepts %s', (key) => {
    expect(isValidObjectKey(key)).toBe(true);
  });

  it.each(['', '../x', 'a/../b', './a', 'a/.', '/abs', 'a//b', 'a/', 'a\\b', 'tab\there', 'nul\u0000', 'é.png', 'a%2Fb', 'a#b', 'n'.repeat(1025)])(
    'refuses %j',
    (key) => {
      expect(isValidObjectKey(key)).toBe(false);
    },
  );
});

describe('bucket MIME rules', () => {
  it('matches exact types and type/* wildcards', () => {
    expect(storageCode(() => mustBeAllowedMimeType('image/png', ['image/*']))).toBeUndefined();
    expect(storageCode(() => mustBeAllowedMimeType('application/pdf', ['image/png', 'application/pdf']))).toBeUndefined();
    expect(storageCode(() => mustBeAllowedMimeType('text/plain', ['image/*']))).toBe('415');
    expect(storageCode(() => mustBeAllowedMimeType('imagepng', ['image/*']))).toBe('415');
    expect(storageCode(() => mustBeAllowedMimeType('image/png', ['application/*']))).toBe('415');
  });
});

describe('content sniffing', () => {
  const samples: Record<string, Buffer> = {
    'application/pdf': bytes('%PDF-1.7\n'),
    'image/png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0]),
    'image/gif': bytes('GIF89a', [1, 0, 1, 0]),
    'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  };

  it.each(Object.entries(samples))('accepts real %s bytes and refuses text declared as it', (type, sample) => {
    expect(storageCode(() => mustMatchContent(type, sample))).toBeUndefined();
    expect(storageCode(() => mustMatchContent(`${type}; charset=binary`, sample))).toBeUndefined();
    expect(storageCode(() => mustMatchContent(type, bytes('hello, I am text')))).toBe('415');
    expect(storageCode(() => mustMatchContent(type, bytes()))).toBe('415');
  });

  it('refuses one image format declared as another', () => {
    expect(storageCode(() => mustMatchContent('image/png', samples['image/gif']))).toBe('415');
    expect(storageCode(() => mustMatchContent('image/webp', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')))).toBe('415');
  });

  it('takes types it cannot recognise at their word', () => {
    expect(storageCode(() => mustMatchContent('text/plain', bytes([0x89, 0x50])))).toBeUndefined();
    expect(storageCode(() => mustMatchContent('application/octet-stream', bytes('anything')))).toBeUndefined();
  });
});

describe('served content types', () => {
  it.each([
    ['image/png', 'image/png', false],
    ['application/pdf', 'application/pdf', false],
    ['text/plain; charset=utf-8', 'text/plain; charset=utf-8', false],
    ['text/html', 'text/plain', false],
    ['Text/HTML; charset=utf-8', 'text/plain', false],
    ['application/xhtml+xml', 'text/plain', false],
    ['image/svg+xml', 'image/svg+xml', true],
    ['application/xml', 'application/xml', true],
    ['application/rss+xml', 'application/rss+xml', true],
    ['text/html,image/png', 'application/octet-stream', false],
    ['image/png\r\nset-cookie: a=b', 'application/octet-stream', false],
    ['nonsense', 'application/octet-stream', false],
    [undefined, 'application/octet-stream', false],
  ])('serves %j as %s (attachment only: %s)', (declared, contentType, isAttachmentOnly) => {
    expect(servedType(declared)).toEqual({ contentType, isAttachmentOnly });
  });
});

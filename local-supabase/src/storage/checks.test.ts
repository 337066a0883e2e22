// Object-name rules, MIME checks and the types objects are served with, fed with names and types.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http.js';
import { mustBeAllowedMimeType, servedType } from './mime.js';
import { isValidObjectKey } from './names.js';

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

import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('drops falsy classes and lets later Tailwind classes override earlier ones', () => {
    expect(cn('px-2', false, undefined, 'font-medium')).toBe('px-2 font-medium');
    expect(cn('max-w-md w-full', 'max-w-3xl')).toBe('w-full max-w-3xl');
  });
});

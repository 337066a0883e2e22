import { describe, expect, it } from 'vitest';
import { checksResolver, emailProblem } from './form-checks';

describe('form checks', () => {
  it('accepts the addresses zod accepts and refuses the rest', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.org', "o'neil@x.io"]) expect(emailProblem(ok)).toBeUndefined();
    for (const bad of ['', 'a@b', 'a@b.c', '.a@b.co', 'a..b@c.co', 'a b@c.co']) expect(emailProblem(bad)).toBe('Enter a valid email address');
  });

  it('turns named problems into react-hook-form errors and passes clean values through', async () => {
    const resolver = checksResolver<{ email: string; name: string }>((values) => ({ email: emailProblem(values.email), name: undefined }));
    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof resolver>[2];
    expect(await resolver({ email: 'x', name: 'Ann' }, undefined, options)).toEqual({
      values: {},
      errors: { email: { type: 'validate', message: 'Enter a valid email address' } },
    });
    expect(await resolver({ email: 'a@b.co', name: 'Ann' }, undefined, options)).toEqual({ values: { email: 'a@b.co', name: 'Ann' }, errors: {} });
  });
});

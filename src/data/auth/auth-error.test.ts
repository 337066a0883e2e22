import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { authError } from '@/data/auth/auth-error';
import frenchAuth from '@/i18n/locales/fr/auth.json';

afterEach(() => i18next.changeLanguage('en'));

describe('authError', () => {
  it('says a known GoTrue error code in the current language', async () => {
    const gotrue = Object.assign(new Error('Invalid login credentials'), { code: 'invalid_credentials', status: 400 });
    expect(authError(gotrue, 'fallback').message).toBe('Invalid login credentials');
    i18next.addResourceBundle('fr', 'auth', frenchAuth);
    await i18next.changeLanguage('fr');
    const error = authError(gotrue, 'fallback');
    expect(error.message).toBe('Adresse e-mail ou mot de passe incorrect');
    expect(error.cause).toBe(gotrue);
  });

  it('gives the minimum length in the weak-password text', () => {
    const gotrue = Object.assign(new Error('Password should be at least 8 characters.'), { code: 'weak_password' });
    expect(authError(gotrue, 'fallback').message).toBe('Password should be at least 8 characters.');
  });

  it('keeps the message of an unknown code, else the fallback', () => {
    expect(authError(Object.assign(new Error('Something new'), { code: 'brand_new_code' }), 'fallback').message).toBe('Something new');
    expect(authError({}, 'You could not be signed in.').message).toBe('You could not be signed in.');
  });
});

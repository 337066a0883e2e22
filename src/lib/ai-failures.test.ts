// A configured model the provider no longer offers reaches the person as one sentence (the gateway's
// `503 model_retired`), in their language, never naming a setting or a key.
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import frenchCommon from '@/i18n/locales/fr/common.json';
import { AiError } from './ai';
import { describeAiFailure } from './ai-failures';

afterEach(() => i18next.changeLanguage('en'));

const SENTENCE = 'This AI feature is set up with a model its provider no longer offers; the site’s operator has to choose a current one.';
const retired = () => new AiError('model_retired', SENTENCE, 503);

describe('describeAiFailure for a retired model', () => {
  it('shows the gateway’s sentence, in English and in French', async () => {
    expect(describeAiFailure(retired())).toMatchObject({ kind: 'failed', detail: SENTENCE });
    i18next.addResourceBundle('fr', 'common', frenchCommon);
    await i18next.changeLanguage('fr');
    const failure = describeAiFailure(retired());
    expect(failure.detail).toBe('Cette fonction d’IA utilise un modèle que son fournisseur ne propose plus ; l’exploitant du site doit en choisir un actuel.');
    expect(failure.detail).not.toMatch(/OPENAI_|sk-/);
  });
});

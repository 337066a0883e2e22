// The extension's texts come from its own _locales (English and French), chosen by the browser's language.
export const message = (name: string, substitutions?: string[]) => chrome.i18n.getMessage(name, substitutions) || name;

/** Fills every [data-i18n] element with its message and sets the page's language. */
export function translatePage(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-i18n]')) element.textContent = message(element.dataset.i18n ?? '');
  document.documentElement.lang = message('languageCode');
}

// The emails the local Auth server sends, in the person's language: `language` from their user_metadata (the SPA puts
// it there at sign-up and whenever they switch), English otherwise, like Supabase's default templates.
import type { JsonObject } from './input.js';

type EmailLanguage = 'en' | 'fr';

const RECOVERY = {
  en: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    intro: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
    code: 'Alternatively, enter the code:',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    heading: 'Réinitialiser le mot de passe',
    intro: 'Suivez ce lien pour réinitialiser le mot de passe de votre compte :',
    action: 'Réinitialiser le mot de passe',
    code: 'Vous pouvez aussi saisir ce code :',
  },
} satisfies Record<EmailLanguage, Record<string, string>>;

export function emailLanguage(metadata: JsonObject | null | undefined): EmailLanguage {
  return metadata?.language === 'fr' ? 'fr' : 'en';
}

export function recoveryMessage(to: string, link: string, otp: string, language: EmailLanguage) {
  const text = RECOVERY[language];
  const escaped = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    to,
    subject: text.subject,
    text: `${text.heading}\n\n${text.intro}\n${link}\n\n${text.code} ${otp}\n`,
    html: `<h2>${text.heading}</h2>\n<p>${text.intro}</p>\n<p><a href="${escaped}">${text.action}</a></p>\n<p>${text.code} ${otp}</p>\n`,
    link,
  };
}

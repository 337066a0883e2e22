// Typed keys: `t('…')` only accepts keys of the English catalogues, so a typo or a removed key fails the typecheck.
import 'i18next';
import type analyzer from '@/i18n/locales/en/analyzer.json';
import type applicationDetail from '@/i18n/locales/en/application-detail.json';
import type applications from '@/i18n/locales/en/applications.json';
import type auth from '@/i18n/locales/en/auth.json';
import type coach from '@/i18n/locales/en/coach.json';
import type common from '@/i18n/locales/en/common.json';
import type copilot from '@/i18n/locales/en/copilot.json';
import type experience from '@/i18n/locales/en/experience.json';
import type profile from '@/i18n/locales/en/profile.json';
import type search from '@/i18n/locales/en/search.json';
import type subscription from '@/i18n/locales/en/subscription.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      analyzer: typeof analyzer;
      'application-detail': typeof applicationDetail;
      applications: typeof applications;
      auth: typeof auth;
      coach: typeof coach;
      common: typeof common;
      copilot: typeof copilot;
      experience: typeof experience;
      profile: typeof profile;
      search: typeof search;
      subscription: typeof subscription;
    };
  }
}

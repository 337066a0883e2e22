// Product constants from the spec (§4, §9): one place for statuses, colours, languages and limits.

export const APPLICATION_STATUSES = ['Saved', 'Applied', 'No Reply', 'In progress', 'Succeeded', 'Missed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const DEFAULT_APPLICATION_STATUS: ApplicationStatus = 'Saved';

/** Where a job was found (issue #42): the Search page splits its funnel by it. */
export const APPLICATION_SOURCES = ['job_board', 'referral', 'company_site', 'recruiter', 'other'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
/** Statuses that wait on the company: an application in one of them with no change for a while has gone quiet. */
export const WAITING_STATUSES: readonly ApplicationStatus[] = ['Applied', 'No Reply', 'In progress'];
/** Days without a change before a waiting application counts as gone quiet, unless the person chose another number. */
export const DEFAULT_QUIET_AFTER_DAYS = 10;

/** Chip and badge colours (docs/product.md#application-status): Saved grey, Applied light blue, No Reply amber, Missed red, In progress purple, Succeeded green. */
export const STATUS_COLORS: Record<ApplicationStatus, { background: string; text: string; dot: string }> = {
  Saved: { background: 'bg-slate-100', text: 'text-slate-700', dot: 'bg-slate-400' },
  Applied: { background: 'bg-sky-100', text: 'text-sky-800', dot: 'bg-sky-400' },
  'No Reply': { background: 'bg-amber-100', text: 'text-amber-800', dot: 'bg-amber-400' },
  'In progress': { background: 'bg-purple-100', text: 'text-purple-800', dot: 'bg-purple-500' },
  Succeeded: { background: 'bg-green-100', text: 'text-green-800', dot: 'bg-green-500' },
  Missed: { background: 'bg-red-100', text: 'text-red-800', dot: 'bg-red-500' },
};

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'French' },
  { code: 'es', label: 'Spanish' },
  { code: 'de', label: 'German' },
  { code: 'it', label: 'Italian' },
  { code: 'pt', label: 'Portuguese' },
  { code: 'nl', label: 'Dutch' },
  { code: 'ru', label: 'Russian' },
  { code: 'zh', label: 'Chinese' },
  { code: 'ja', label: 'Japanese' },
  { code: 'ko', label: 'Korean' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
/** Each language's BCP 47 locale, for the browser's speech recognition and voice. */
const SPEECH_LOCALES: Record<LanguageCode, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  es: 'es-ES',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-PT',
  nl: 'nl-NL',
  ru: 'ru-RU',
  zh: 'zh-CN',
  ja: 'ja-JP',
  ko: 'ko-KR',
};
export const speechLocale = (code: LanguageCode) => SPEECH_LOCALES[code] ?? 'en-US';

export const RESPONSE_LENGTHS = [
  { value: 'short', label: 'Short' },
  { value: 'balanced', label: 'Balanced' },
  { value: 'comprehensive', label: 'Detailed' },
] as const;
export type ResponseLength = (typeof RESPONSE_LENGTHS)[number]['value'];

export const FREE_MONTHLY_QUESTIONS = 10;

export const LIMITS = {
  profilePhotoBytes: 2 * 1024 * 1024,
  resumeBytes: 10 * 1024 * 1024,
  expectedInterviewsMin: 1,
  interviewDurationDefault: 30,
  interviewDurationMin: 1,
} as const;

/** Below 768 px (phones): the sidebar starts collapsed and the applications list shows cards instead of a table. */
export const NARROW_SCREEN_QUERY = '(max-width: 767px)';

export const LAYOUT = {
  sidebarCollapsed: 70,
  sidebarExpanded: 230,
  boardColumn: 300,
  drawer: 400,
  sidePanel: 400,
} as const;

/** Posted to the app's own window when the person signs out; the browser extension (extension/) then signs out too. */
export const SIGNED_OUT_MESSAGE = 'offerpilot:signed-out';

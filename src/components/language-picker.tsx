// The app language picker (auth screens, profile settings). Each language is written in itself ("Français"), so a
// person who landed in the wrong one still finds theirs. Switching applies at once and is remembered on this browser;
// `onChange` lets the caller also save it elsewhere (the profile).
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';
import { APP_LANGUAGES, LANGUAGE_NAMES, isAppLanguage, type AppLanguage } from '@/i18n/languages';
import { cn } from '@/lib/cn';

interface LanguagePickerProps {
  onChange?: (language: AppLanguage) => void;
  /** Shown beside the picker; without it the picker is named "Language" for screen readers only. */
  label?: string;
  className?: string;
}

export function LanguagePicker({ onChange, label, className }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // `i18n.language` makes the picker re-render when the language changes elsewhere.
  const language = isAppLanguage(i18n.language) ? i18n.language : currentLanguage();

  function choose(value: string) {
    if (!isAppLanguage(value) || value === language) return;
    void changeLanguage(value);
    onChange?.(value);
  }

  return (
    <div className={cn('flex items-center gap-2 text-sm text-slate-600', className)}>
      <label htmlFor={id} className={label ? 'mr-auto font-medium text-slate-700' : 'sr-only'}>
        {label ?? t('language.label')}
      </label>
      <Languages aria-hidden="true" className="size-4" />
      <select
        id={id}
        value={language}
        onChange={(event) => choose(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {APP_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

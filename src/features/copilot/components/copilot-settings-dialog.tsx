// v3's settings popup (docs/product.md#copilot-settings): response length, interview language, response language and answer timing.
// Each change is saved on the person's profile at once, so the settings follow them to any device.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { SelectField } from '@/components/ui/field';
import { LANGUAGES, RESPONSE_LENGTHS, type LanguageCode, type ResponseLength } from '@/config/constants';
import type { CopilotSettings } from '@/data/profile/update-copilot-settings';
import type { AnswerTiming } from '@/lib/hearing/turn-config';

/** When a heard question is answered (the auto-send checkbox before it never waited only 2 s). */
const ANSWER_TIMINGS: readonly AnswerTiming[] = ['instant', 'pause', 'off'];

export interface CopilotSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: CopilotSettings;
  onChange: (change: Partial<CopilotSettings>) => void;
  /** The stored settings have arrived (the controls wait for them). */
  isLoaded: boolean;
  isSaving: boolean;
  saveError: string | null;
}

export function CopilotSettingsDialog({ open, onOpenChange, settings, onChange, isLoaded, isSaving, saveError }: CopilotSettingsDialogProps) {
  const { t } = useTranslation('copilot');
  const timingName = useId();
  const lengthOptions = RESPONSE_LENGTHS.map((length) => ({ value: length.value, label: t(`settings.lengths.${length.value}`) }));
  const languageOptions = LANGUAGES.map((language) => ({ value: language.code, label: t(`settings.languages.${language.code}`) }));
  // The choice shows at once: the saved settings change only after the save has started (asynchronously), and a
  // controlled radio would flick back meanwhile. The stored value takes over as soon as it changes (saved or rolled back).
  const [chosenTiming, setChosenTiming] = useState<AnswerTiming | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored value arriving ends the local choice
  useEffect(() => setChosenTiming(null), [settings.answer_timing]);
  const shownTiming = chosenTiming ?? settings.answer_timing;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.title')}
      description={t('settings.description')}
      footer={
        <DialogClose asChild>
          <Button>{t('settings.done')}</Button>
        </DialogClose>
      }
    >
      <div className="space-y-4">
        <SelectField
          label={t('settings.length')}
          options={lengthOptions}
          value={settings.ai_response_length}
          onChange={(event) => onChange({ ai_response_length: event.target.value as ResponseLength })}
        />
        <SelectField
          label={t('settings.interviewLanguage')}
          hint={t('settings.interviewLanguageHint')}
          options={languageOptions}
          value={settings.interview_language}
          onChange={(event) => onChange({ interview_language: event.target.value as LanguageCode })}
        />
        <SelectField
          label={t('settings.responseLanguage')}
          options={languageOptions}
          value={settings.ai_response_language}
          onChange={(event) => onChange({ ai_response_language: event.target.value as LanguageCode })}
        />
        <fieldset disabled={!isLoaded} className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t('settings.timing')}</legend>
          {/* Why a new account starts on Off, and that this is where it changes (issue 28: nobody said so). */}
          <p className="text-xs text-slate-600">{t('settings.timingIntro')}</p>
          {ANSWER_TIMINGS.map((timing) => (
            <label key={timing} className="flex items-start gap-3 text-sm text-slate-800">
              <input
                type="radio"
                name={timingName}
                value={timing}
                checked={shownTiming === timing}
                onChange={() => {
                  setChosenTiming(timing);
                  onChange({ answer_timing: timing });
                }}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span>
                {t(`settings.timings.${timing}`)}
                <span className="block text-xs text-slate-500">{t(`settings.timings.${timing}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <p role="status" className="text-xs text-slate-500">
          {!isLoaded ? t('settings.loading') : isSaving ? t('settings.saving') : ''}
        </p>
        {saveError && <ErrorAlert title={t('settings.saveError')}>{saveError}</ErrorAlert>}
      </div>
    </Dialog>
  );
}

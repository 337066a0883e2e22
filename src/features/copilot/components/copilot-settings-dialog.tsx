// v3's settings popup (docs/product.md#copilot-settings): response length, interview language, response language and answer timing.
// Each change is saved on the person's profile at once, so the settings follow them to any device.
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { SelectField } from '@/components/ui/field';
import { LANGUAGES, RESPONSE_LENGTHS, type LanguageCode, type ResponseLength } from '@/config/constants';
import type { CopilotSettings } from '@/data/profile/update-copilot-settings';
import type { AnswerTiming } from '@/lib/hearing/turn-taking';

const ANSWER_TIMING_LABEL = 'Answer timing';

/** When a heard question is answered (the auto-send checkbox before it never waited only 2 s). */
const ANSWER_TIMINGS: { value: AnswerTiming; label: string; hint: string }[] = [
  { value: 'instant', label: 'Instant', hint: 'An answer starts as the interviewer finishes, marked as a draft until the question is complete.' },
  { value: 'pause', label: 'After a 2 s pause', hint: 'Answers once the interviewer has been silent for 2 seconds.' },
  { value: 'off', label: 'Off — I press Answer now', hint: 'Nothing is sent until you ask.' },
];

const lengthOptions = RESPONSE_LENGTHS.map((length) => ({ value: length.value, label: length.label }));
const languageOptions = LANGUAGES.map((language) => ({ value: language.code, label: language.label }));

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
  const timingName = useId();
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
      title="Copilot settings"
      description="Saved to your profile as you change them."
      footer={
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      }
    >
      <div className="space-y-4">
        <SelectField
          label="AI Response Length"
          options={lengthOptions}
          value={settings.ai_response_length}
          onChange={(event) => onChange({ ai_response_length: event.target.value as ResponseLength })}
        />
        <SelectField
          label="Interview Language"
          hint="The language the interviewer speaks, for transcription."
          options={languageOptions}
          value={settings.interview_language}
          onChange={(event) => onChange({ interview_language: event.target.value as LanguageCode })}
        />
        <SelectField
          label="AI Response Language"
          options={languageOptions}
          value={settings.ai_response_language}
          onChange={(event) => onChange({ ai_response_language: event.target.value as LanguageCode })}
        />
        <fieldset disabled={!isLoaded} className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{ANSWER_TIMING_LABEL}</legend>
          {ANSWER_TIMINGS.map((timing) => (
            <label key={timing.value} className="flex items-start gap-3 text-sm text-slate-800">
              <input
                type="radio"
                name={timingName}
                value={timing.value}
                checked={shownTiming === timing.value}
                onChange={() => {
                  setChosenTiming(timing.value);
                  onChange({ answer_timing: timing.value });
                }}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span>
                {timing.label}
                <span className="block text-xs text-slate-500">{timing.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <p role="status" className="text-xs text-slate-500">
          {!isLoaded ? 'Loading your settings...' : isSaving ? 'Saving...' : ''}
        </p>
        {saveError && <ErrorAlert title="Your settings could not be saved">{saveError}</ErrorAlert>}
      </div>
    </Dialog>
  );
}

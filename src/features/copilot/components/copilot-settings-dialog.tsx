// v3's settings popup (docs/product.md#copilot-settings): response length, interview language, response language and auto-send.
// Each change is saved on the person's profile at once, so the settings follow them to any device.
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { SelectField } from '@/components/ui/field';
import { LANGUAGES, RESPONSE_LENGTHS, type LanguageCode, type ResponseLength } from '@/config/constants';
import type { CopilotSettings } from '@/data/profile/update-copilot-settings';

export const AUTO_SEND_LABEL = 'Auto-send after 2s silence';

const lengthOptions = RESPONSE_LENGTHS.map((length) => ({ value: length.value, label: length.label }));
const languageOptions = LANGUAGES.map((language) => ({ value: language.code, label: language.label }));

export interface CopilotSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: CopilotSettings;
  onChange: (change: Partial<CopilotSettings>) => void;
  isSaving: boolean;
  saveError: string | null;
}

export function CopilotSettingsDialog({ open, onOpenChange, settings, onChange, isSaving, saveError }: CopilotSettingsDialogProps) {
  const autoSendId = useId();
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
        <div className="flex items-start gap-3">
          <input
            id={autoSendId}
            type="checkbox"
            checked={settings.auto_send}
            onChange={(event) => onChange({ auto_send: event.target.checked })}
            aria-describedby={`${autoSendId}-hint`}
            className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
          />
          <div>
            <label htmlFor={autoSendId} className="text-sm text-slate-800">
              {AUTO_SEND_LABEL}
            </label>
            <p id={`${autoSendId}-hint`} className="text-xs text-slate-500">
              Sends the question as soon as the interviewer stops talking.
            </p>
          </div>
        </div>
        <p role="status" className="text-xs text-slate-500">
          {isSaving ? 'Saving...' : ''}
        </p>
        {saveError && <ErrorAlert title="Your settings could not be saved">{saveError}</ErrorAlert>}
      </div>
    </Dialog>
  );
}

// What differs between Copilot v2 and v3 (docs/product.md#copilot): v2 is fixed at balanced + French and follows the
// answer timing saved from v3; v3 reads all of the person's settings.
import type { CopilotSettings } from '@/data/profile/update-copilot-settings';

export interface CopilotVariant {
  title: string;
  /** Null: the person's stored settings (v3). The answer timing is always the stored one (v2 has no settings of its own). */
  fixedSettings: Omit<CopilotSettings, 'answer_timing'> | null;
  hasSidePanel: boolean;
  hasSpaceShortcut: boolean;
  hasTypewriter: boolean;
  requiresSelection: boolean;
}

export const DEFAULT_COPILOT_SETTINGS: CopilotSettings = {
  ai_response_length: 'balanced',
  interview_language: 'en',
  ai_response_language: 'en',
  answer_timing: 'off',
};

export const COPILOT_V2: CopilotVariant = {
  title: 'Copilot',
  fixedSettings: { ai_response_length: 'balanced', interview_language: 'fr', ai_response_language: 'fr' },
  hasSidePanel: false,
  hasSpaceShortcut: false,
  hasTypewriter: false,
  requiresSelection: false,
};

export const COPILOT_V3: CopilotVariant = {
  title: 'Copilot 3',
  fixedSettings: null,
  hasSidePanel: true,
  hasSpaceShortcut: true,
  hasTypewriter: true,
  requiresSelection: true,
};

/** The question sent: the question box (heard, typed or corrected), then a question typed before the session heard. */
export function composeQuestion(transcript: string, typed: string): string {
  return [transcript.trim(), typed.trim()].filter(Boolean).join('\n');
}

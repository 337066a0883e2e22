// Everything the microphone and the transcription say to the person (docs/product.md#transcription), in one place:
// the Copilot's listening and the Coach's answer hearing import it.
// Read from the applications catalogue when used, so they follow the UI language.
import { t } from 'i18next';

export const LISTENING_MESSAGES = {
  get startFailed() {
    return t('applications:listening.startFailed');
  },
  get toggleFailed() {
    return t('applications:listening.toggleFailed');
  },
  get transcriptionFailed() {
    return t('applications:listening.transcriptionFailed');
  },
  get emptyInput() {
    return t('applications:listening.emptyInput');
  },
  get selectFirst() {
    return t('applications:listening.selectFirst');
  },
};

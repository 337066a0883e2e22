// What the Analyzer says: input problems name what to add and where; the AI error never shows a half-read answer.
// Each text is read from the analyzer catalogue when used, so it is in the language shown at that moment.
import { t } from 'i18next';

export const ANALYZER_TEXTS = {
  get noJobOffer() {
    return t('analyzer:texts.noJobOffer');
  },
  get noResume() {
    return t('analyzer:texts.noResume');
  },
  get scannedResume() {
    return t('analyzer:texts.scannedResume');
  },
  get unreadableResume() {
    return t('analyzer:texts.unreadableResume');
  },
  get unreadableAnswer() {
    return t('analyzer:texts.unreadableAnswer');
  },
  get planRequired() {
    return t('analyzer:texts.planRequired');
  },
  get failedTitle() {
    return t('analyzer:texts.failedTitle');
  },
  get inputTitle() {
    return t('analyzer:texts.inputTitle');
  },
  get somethingWrong() {
    return t('analyzer:texts.somethingWrong');
  },
};

/** The steps of an analysis; their texts are `analyzer:steps.<step>`. */
export type AnalysisStep = 'resume' | 'asking' | 'saving';

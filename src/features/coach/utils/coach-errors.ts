// What the Coach adds to the shared AI failure texts (docs/product.md#errors).
export const COACH_MESSAGES = {
  answerKept: 'Your answer is kept below: press Send to try again.',
  audioOff: 'Audio is off in this browser: read the question on screen.',
} as const;

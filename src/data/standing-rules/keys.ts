// Query keys of the signed-in person's standing rules (public.standing_rules).
export const standingRuleKeys = {
  all: ['standing-rules'] as const,
  list: () => [...standingRuleKeys.all, 'list'] as const,
};

// Query keys of the person's offers (public.offers), all applications' together: the compare view reads them all.
export const offerKeys = {
  all: ['offers'] as const,
  list: () => [...offerKeys.all, 'list'] as const,
};

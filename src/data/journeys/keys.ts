// Query keys for application journeys (public.application_journeys): every read and invalidation goes through this factory.
export const journeyKeys = {
  all: ['application-journeys'] as const,
  list: () => [...journeyKeys.all, 'list'] as const,
};

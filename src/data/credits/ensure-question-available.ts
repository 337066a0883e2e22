// The one credit gate before a metered AI call (docs/product.md#sending-a-question): false when a free plan has no
// question left this month. The cached count answers at once and a stale one is refreshed first; without any
// answer from the server the call goes ahead, because the gateway decides anyway (its 402 opens the modal too).
import type { QueryClient } from '@tanstack/react-query';
import { creditsQueryOptions, type Credits } from './get-credits';

/** How old a cached count may be before it is asked again. */
const FRESH_FOR_MS = 30_000;

/** False when a free plan has no question left this month; paid plans and an unknown count go ahead. */
export function hasQuestionLeft(credits: Credits | null | undefined): boolean {
  return !credits || credits.plan_type !== 'free' || (credits.remaining ?? 0) > 0;
}

export async function ensureQuestionAvailable(queryClient: QueryClient, userId: string): Promise<boolean> {
  const options = creditsQueryOptions(userId);
  const credits = await queryClient.fetchQuery({ ...options, staleTime: FRESH_FOR_MS }).catch(() => null);
  return hasQuestionLeft(credits);
}

// A negotiation brief asked for and not yet seen (issue #43). The gateway keeps the brief on the offer whether or not the
// page is still open (supabase/functions/ai/negotiation-brief.ts), so a page opened again while it is being written
// (a reload, a tab closed and opened again) waits for it instead of offering to spend another question: the moment of
// asking is kept in localStorage, per application, with the kept brief's date then; until a brief of another date is
// kept, or the wait runs out, the offers are read again every few seconds.
import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { offerKeys } from '@/data/offers/keys';
import { useLocalStorage } from '@/hooks/use-local-storage';

export const AWAITED_BRIEF_STORAGE_KEY = 'offerpilot.offers.awaitedBrief';
/** Longer than a brief takes to be written (the upstream's time-out and its answer): past it, none is coming. */
export const BRIEF_WAIT_MS = 2 * 60_000;
/** How often the offers are read again while a brief is awaited. */
const BRIEF_POLL_MS = 3_000;

interface AskedBrief {
  /** ISO timestamp, the browser's clock. */
  askedAt: string;
  /** The kept brief's date when it was asked for (the gateway's clock), or null: a brief of another date is the new one. */
  keptBefore: string | null;
}

function asked(stored: unknown, applicationId: string): AskedBrief | null {
  const entry = stored && typeof stored === 'object' ? (stored as Record<string, unknown>)[applicationId] : undefined;
  if (!entry || typeof entry !== 'object') return null;
  const { askedAt, keptBefore } = entry as Partial<AskedBrief>;
  if (typeof askedAt !== 'string' || Number.isNaN(Date.parse(askedAt))) return null;
  return { askedAt, keptBefore: typeof keptBefore === 'string' ? keptBefore : null };
}

const entriesOf = (stored: unknown): Record<string, unknown> => (stored && typeof stored === 'object' ? { ...(stored as Record<string, unknown>) } : {});

/** `keptAt`: the date of the brief kept now (null when none). */
export function useAwaitedBrief(applicationId: string, keptAt: string | null) {
  const queryClient = useQueryClient();
  const [stored, setStored] = useLocalStorage<unknown>(AWAITED_BRIEF_STORAGE_KEY, {});
  const brief = asked(stored, applicationId);
  // Until a brief of another date is kept; the wait's end is the effect's (a clock read is not for rendering).
  const isAwaited = brief !== null && brief.keptBefore === keptAt;
  const askedAt = brief?.askedAt ?? null;

  const markAsked = useCallback(() => {
    setStored((previous) => ({ ...entriesOf(previous), [applicationId]: { askedAt: new Date().toISOString(), keptBefore: keptAt } }));
  }, [applicationId, keptAt, setStored]);
  const forget = useCallback(() => {
    setStored((previous) => {
      const { [applicationId]: _forgotten, ...rest } = entriesOf(previous);
      return rest;
    });
  }, [applicationId, setStored]);

  useEffect(() => {
    if (askedAt === null) return;
    // The brief arrived, or the wait ran out: nothing more to wait for.
    const remainingMs = Date.parse(askedAt) + BRIEF_WAIT_MS - Date.now();
    if (!isAwaited || remainingMs <= 0) return forget();
    const poll = setInterval(() => void queryClient.invalidateQueries({ queryKey: offerKeys.all }), BRIEF_POLL_MS);
    const expiry = setTimeout(forget, remainingMs);
    return () => {
      clearInterval(poll);
      clearTimeout(expiry);
    };
  }, [askedAt, isAwaited, forget, queryClient]);

  return { isAwaited, markAsked, forget };
}

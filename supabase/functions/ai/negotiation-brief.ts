// The negotiation brief is kept by the gateway (issue #43): once the upstream's answer is whole, the brief is written on
// the offer it leads with (the application's newest when the prompt was read) before the answer is relayed, so a
// person who reloads or closes the tab while it is being written still finds the brief they paid for. It is the one
// writer: the browser only reads it back.
//
// Written with the person's own token, as the prompt was read (session-context.ts), not with the service role: row-level
// security is what keeps the write on the person's own offer, the same guard as every write of theirs, and the gateway
// gains no privileged path into a table of the person's data. SQL holds the brief to its rules too
// (offers_negotiation_brief_length: at most 12,000 characters, not blank; offers_negotiation_brief_dated).
import type { RestAccess } from './session-context.ts';

/** The offer a brief is kept with: the application's newest offer when the prompt was read. */
export interface BriefOffer {
  applicationId: string;
  offerId: string;
}

/** As offers_negotiation_brief_length (20261129005000) says: a brief SQL would refuse is not sent. */
const MAX_BRIEF_CHARS = 12_000;

/** The brief of an upstream chat completion (its JSON text): its message, or null when it is not one SQL keeps. */
function briefOf(completion: string): string | null {
  try {
    const content = (JSON.parse(completion) as { choices?: Array<{ message?: { content?: unknown } }> }).choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !/\S/.test(content) || content.length > MAX_BRIEF_CHARS) return null;
    return content;
  } catch {
    return null;
  }
}

/** Whether the brief was kept, and why not: logged by the caller (no content), never told as a failure of the answer. */
type BriefKept = { isKept: true } | { isKept: false; reason: 'not_a_brief' | 'write_refused' | 'no_such_offer' | 'unreachable'; status?: number };

/**
 * Keeps the brief of `completion` on its offer, dated now. Never throws: a brief that could not be kept still goes to
 * the person, whose page says it was not kept.
 */
export async function keepNegotiationBrief(access: RestAccess, offer: BriefOffer, completion: string): Promise<BriefKept> {
  const brief = briefOf(completion);
  if (brief === null) return { isKept: false, reason: 'not_a_brief' };
  const filter = `id=eq.${encodeURIComponent(offer.offerId)}&application_id=eq.${encodeURIComponent(offer.applicationId)}&select=id`;
  try {
    const response = await fetch(`${access.supabaseUrl}/rest/v1/offers?${filter}`, {
      method: 'PATCH',
      headers: {
        apikey: access.anonKey,
        authorization: access.authorization,
        'content-type': 'application/json',
        accept: 'application/json',
        prefer: 'return=representation',
      },
      body: JSON.stringify({ negotiation_brief: brief, negotiation_brief_at: new Date().toISOString() }),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { isKept: false, reason: 'write_refused', status: response.status };
    }
    // None written: the offer was deleted while the brief was being written, or is not the person's (RLS finds no row).
    const written = (await response.json()) as unknown[];
    return written.length === 1 ? { isKept: true } : { isKept: false, reason: 'no_such_offer' };
  } catch {
    return { isKept: false, reason: 'unreachable' };
  }
}

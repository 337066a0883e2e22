// An offer's "Rehearse the call" (issue #43): a Coach session in which the Coach plays the recruiter of that offer. Saved
// with the session's row (public.coach_sessions practice, offer_id), so Summarise from past sessions asks the gateway for
// the negotiation's summary on that offer, as the live end does. No alias imports: integration tests import it.

/** What the gateway reads of a role-play: the practice and the offer's id. */
export interface CoachRolePlay {
  practice: 'negotiation';
  offer: string;
}

/** The role-play a new session is: an offer's "Rehearse the call" names the offer with practice negotiation. */
export function rolePlayOfOptions({ practice, offer }: { practice?: string; offer?: string }): CoachRolePlay | undefined {
  return practice === 'negotiation' && offer ? { practice, offer } : undefined;
}

/** The role-play a saved session was, if any: one whose offer was since deleted is summarised as an interview. */
export function rolePlayOf(session: { practice: string; offer_id: string | null }): CoachRolePlay | undefined {
  return rolePlayOfOptions({ practice: session.practice, offer: session.offer_id ?? undefined });
}

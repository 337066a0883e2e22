import type { Tables } from '@/types/database';

export type Offer = Tables<'offers'>;
/** An offer with the application it is on, as the compare view and the brief show it. */
export type OfferWithApplication = Offer & { application: { company_name: string; job_title: string } | null };

// Row shape of public.experiences, from the generated database types.
import type { Tables } from '@/types/database';

export type Experience = Tables<'experiences'>;

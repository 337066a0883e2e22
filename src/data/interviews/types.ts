// Row shape of public.interviews, from the generated database types.
import type { Tables } from '@/types/database';

export type Interview = Tables<'interviews'>;

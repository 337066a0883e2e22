// The lists the screens offer are the lists the database's checks allow: this file stops compiling when one of them
// changes on one side only (src/types/database.ts is generated from the SQL checks).
import type { Tables } from '@/types/database';
import type { ApplicationSource, ApplicationStatus, LanguageCode, ResponseLength } from './constants';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Profiles = Tables<'user_profiles'>;

export const CONSTANTS_MATCH_DATABASE: [
  Same<ApplicationStatus, Tables<'applications'>['status']>,
  Same<LanguageCode, Profiles['interview_language']>,
  Same<LanguageCode, Profiles['ai_response_language']>,
  Same<ResponseLength, Profiles['ai_response_length']>,
  Same<ApplicationSource, NonNullable<Tables<'applications'>['source']>>,
] = [true, true, true, true, true];

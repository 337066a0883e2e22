// The signed-in person's profile row in component tests: one fixture, each test overriding what it is about.
import type { Profile } from '@/data/profile/get-profile';

export function fakeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'user-1',
    photo_url: null,
    language: 'en',
    ai_response_length: 'balanced',
    interview_language: 'en',
    ai_response_language: 'fr',
    answer_timing: 'off',
    quiet_after_days: 10,
    ...overrides,
  };
}

// The first name (Supabase Auth's user metadata: firstname), read again from the server whenever the tab comes back
// into view, so a name changed on another device shows here without waiting for this session's next refresh. Until
// the server answers (or when it cannot, or has none), the session's copy is shown.
import { useQuery } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { firstNameOf } from '@/data/auth/auth-context';
import { profileKeys } from '@/data/profile/keys';

async function getFirstName(): Promise<string> {
  const { data, error } = await supabase.auth.getUser();
  if (error) throw new DataError(error);
  return firstNameOf(data.user);
}

export function useFirstName(user: User | null | undefined): string {
  const firstName = useQuery({
    queryKey: profileKeys.firstName(user?.id ?? ''),
    queryFn: getFirstName,
    enabled: Boolean(user),
    refetchOnWindowFocus: 'always',
  });
  return firstName.data || firstNameOf(user);
}

-- Storage answers only a living account: a deleted person's still-valid access token reads and writes nothing.
-- Supabase Storage verifies the JWT's signature alone, and an access token stays valid until it expires even after
-- its user is deleted (checked 2026-11-25: supabase.com/docs/reference/javascript/auth-signout, "the access token JWT
-- will be valid until it's expired"; GoTrue's own /user answers 403 user_not_found), so the policies check the user.

create function private.is_living_account() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from auth.users u where u.id = (select auth.uid()))
$$;
revoke execute on function private.is_living_account() from public;
grant execute on function private.is_living_account() to authenticated;

alter policy "avatars: owners read their folder" on storage.objects
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text and (select private.is_living_account()));
alter policy "avatars: owners upload to their folder" on storage.objects
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text and (select private.is_living_account()));
alter policy "avatars: owners update their folder" on storage.objects
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text and (select private.is_living_account()))
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text and (select private.is_living_account()));
alter policy "avatars: owners delete from their folder" on storage.objects
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text and (select private.is_living_account()));

alter policy "resumes: owners read their folder" on storage.objects
  using (bucket_id = 'resumes' and (storage.foldername(name))[1] = (select auth.uid())::text and (select private.is_living_account()));
alter policy "resumes: owners upload to their folder" on storage.objects
  with check (bucket_id = 'resumes' and (storage.foldername(name))[1] = (select auth.uid())::text and (select private.is_living_account()));
alter policy "resumes: owners update their folder" on storage.objects
  using (bucket_id = 'resumes' and (storage.foldername(name))[1] = (select auth.uid())::text and (select private.is_living_account()))
  with check (bucket_id = 'resumes' and (storage.foldername(name))[1] = (select auth.uid())::text and (select private.is_living_account()));
alter policy "resumes: owners delete from their folder" on storage.objects
  using (bucket_id = 'resumes' and (storage.foldername(name))[1] = (select auth.uid())::text and (select private.is_living_account()));

-- Profile photos are stored as their path in the avatars bucket (<user id>/<file>), not as a URL that names the
-- backend's host and port: the app builds the URL when it reads the row, so moving the backend keeps the photo.

alter table public.user_profiles drop constraint user_profiles_photo_url_check;

-- Rows written before hold this backend's public URL of their own file: keep its path.
update public.user_profiles
set photo_url = substring(photo_url from '/storage/v1/object/public/avatars/([^?#]+)')
where photo_url ~ ('/storage/v1/object/public/avatars/' || id::text || '/[^/?#]+');

-- A path in the person's own folder, or (as before) a photo hosted elsewhere over http(s).
alter table public.user_profiles add constraint user_profiles_photo_url_check check (
  photo_url is null
  or (char_length(photo_url) <= 2048 and (photo_url ~* '^https?://' or photo_url ~ ('^' || id::text || '/[^/?#]+$')))
);

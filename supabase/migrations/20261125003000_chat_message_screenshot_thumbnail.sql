-- "What's on screen": a screen question's history row keeps a small JPEG thumbnail of the screenshot (at most 320 px,
-- as a data URL); the screenshot itself is never kept. Covered by the table's policies, exported, imported and deleted
-- with the account like the rest of the row.
alter table public.chat_messages
  add column screenshot_thumbnail text
    constraint chat_messages_screenshot_thumbnail_check check (
      screenshot_thumbnail is null or (
        role = 'user'
        and octet_length(screenshot_thumbnail) <= 60000
        and screenshot_thumbnail ~ '^data:image/jpeg;base64,[A-Za-z0-9+/]+={0,2}$'
      )
    );

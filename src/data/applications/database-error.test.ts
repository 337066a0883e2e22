import { DataError, toReadableMessage } from './database-error';

describe('toReadableMessage', () => {
  it('names the broken rule for a CHECK violation', () => {
    const error = { code: '23514', message: 'new row for relation "applications" violates check constraint "applications_job_link_url"' };
    expect(toReadableMessage(error)).toBe('Job link must be a web address starting with http:// or https://.');
  });

  it('explains row-level security refusals and network failures', () => {
    expect(toReadableMessage({ code: '42501', message: 'new row violates row-level security policy for table "applications"' })).toMatch(/not allowed/);
    expect(toReadableMessage({ message: 'TypeError: Failed to fetch' })).toMatch(/Could not reach the server/);
  });

  it('wraps errors for the UI', () => {
    expect(new DataError(null, 'Fallback.').message).toBe('Fallback.');
  });
});

// The one reader of settings: an empty `.env` line means the default (issue 37, problem 1: `AI_UPSTREAM_TIMEOUT_MS=`
// read as 0 aborted every AI call), and a value that cannot be used is refused with a sentence naming it.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { AI_UPSTREAM_TIMEOUT, FUNCTION_NUMBER_SETTINGS, portSetting, readSettings, SettingError } from '../../supabase/functions/_shared/settings.ts';

const settingsOf = (values: Record<string, string | undefined>) => readSettings((name) => values[name]);

describe('readSettings', () => {
  it('reads an empty or blank value as unset: text is undefined and a number is its default', () => {
    for (const raw of ['', '   ', undefined]) {
      const settings = settingsOf({ AI_UPSTREAM_TIMEOUT_MS: raw, OPENAI_BASE_URL: raw });
      expect(settings.text('OPENAI_BASE_URL')).toBeUndefined();
      expect(settings.number('AI_UPSTREAM_TIMEOUT_MS', AI_UPSTREAM_TIMEOUT)).toBe(30_000);
    }
  });

  it('reads a set value, trimmed', () => {
    const settings = settingsOf({ AI_UPSTREAM_TIMEOUT_MS: ' 4500 ', OPENAI_BASE_URL: ' http://127.0.0.1:1/v1 ' });
    expect(settings.number('AI_UPSTREAM_TIMEOUT_MS', AI_UPSTREAM_TIMEOUT)).toBe(4500);
    expect(settings.text('OPENAI_BASE_URL')).toBe('http://127.0.0.1:1/v1');
  });

  it('refuses a number it cannot use with a sentence naming the variable, never 0 or NaN', () => {
    for (const raw of ['0', 'abc', '30s', '12.5', '-1']) {
      const settings = settingsOf({ AI_UPSTREAM_TIMEOUT_MS: raw });
      expect(() => settings.number('AI_UPSTREAM_TIMEOUT_MS', AI_UPSTREAM_TIMEOUT)).toThrow(SettingError);
      expect(settings.problems(FUNCTION_NUMBER_SETTINGS)).toEqual([
        `AI_UPSTREAM_TIMEOUT_MS=${raw} is not a whole number of milliseconds at least 100 and at most 600000: set it so, or leave it empty for the default (30000).`,
      ]);
    }
    expect(() => settingsOf({ APP_PORT: '70000' }).number('APP_PORT', portSetting(5173))).toThrow(/APP_PORT=70000 is not a whole number of a TCP port/);
  });

  it('finds no problem in .env.example as it is copied: every number in it is its default or valid', () => {
    const example = parseEnv(readFileSync('.env.example', 'utf8'));
    const settings = readSettings((name) => example[name]);
    expect(example).toHaveProperty('AI_UPSTREAM_TIMEOUT_MS');
    expect(settings.problems({ ...FUNCTION_NUMBER_SETTINGS, APP_PORT: portSetting(5173), LOCAL_SUPABASE_PORT: portSetting(54321) })).toEqual([]);
    expect(settings.number('AI_UPSTREAM_TIMEOUT_MS', AI_UPSTREAM_TIMEOUT)).toBe(30_000);
  });
});

// The one reader of settings (environment variables, `.env`, `supabase secrets`), for the Edge Functions, `npm start`,
// the local backend and the scripts alike. `.env.example` lists every variable with an empty value meaning "the
// default", so here an empty or blank value is no value: `Number('')` is 0, and a 0 ms time-out aborted every AI call
// (issue 37, problem 1). A value that is set but cannot be used is an error that names the variable, never a
// silent 0 or NaN.

/** Where raw values come from: `(name) => process.env[name]`, `(name) => Deno.env.get(name)`, a test's record. */
export type SettingSource = (name: string) => string | undefined;

export class SettingError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
    this.name = 'SettingError';
  }
}

export interface NumberSetting {
  /** Used when the variable is unset, empty or blank. */
  fallback: number;
  min?: number;
  max?: number;
  /** Whole numbers only (ports, milliseconds). Default true. */
  integer?: boolean;
  /** What the number counts, for the error: "milliseconds", "a TCP port". */
  unit?: string;
}

export interface Settings {
  /** The trimmed value, or undefined when unset, empty or blank: `text(name) ?? default` means what it says. */
  text(name: string): string | undefined;
  /** The number, the fallback when unset, empty or blank; throws SettingError when set to something else. */
  number(name: string, spec: NumberSetting): number;
  /** Each set value that `number` would refuse, as one sentence each (start-up prints them). */
  problems(numbers: Record<string, NumberSetting>): string[];
}

export function readSettings(source: SettingSource): Settings {
  const text = (name: string): string | undefined => {
    const value = source(name)?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const number = (name: string, { fallback, min = -Infinity, max = Infinity, integer = true, unit = 'a number' }: NumberSetting): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    const bounds = [min > -Infinity ? `at least ${min}` : '', max < Infinity ? `at most ${max}` : ''].filter(Boolean).join(' and ');
    if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max) {
      throw new SettingError(
        name,
        `${name}=${raw} is not ${integer ? 'a whole number of ' : ''}${unit}${bounds ? ` ${bounds}` : ''}: set it so, or leave it empty for the default (${fallback}).`,
      );
    }
    return value;
  };
  const problems = (numbers: Record<string, NumberSetting>): string[] =>
    Object.entries(numbers).flatMap(([name, spec]) => {
      try {
        number(name, spec);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
  return { text, number, problems };
}

/** The gateway's wait for the upstream's first byte and between streamed chunks (AI_UPSTREAM_TIMEOUT_MS). */
export const AI_UPSTREAM_TIMEOUT: NumberSetting = { fallback: 30_000, min: 100, max: 600_000, unit: 'milliseconds' };

/** The numeric settings of the Edge Functions, checked by `npm start` before anything starts. */
export const FUNCTION_NUMBER_SETTINGS: Record<string, NumberSetting> = { AI_UPSTREAM_TIMEOUT_MS: AI_UPSTREAM_TIMEOUT };

/** A TCP port setting (APP_PORT, LOCAL_SUPABASE_PORT, TEST_CHECKOUT_PORT). */
export const portSetting = (fallback: number): NumberSetting => ({ fallback, min: 1, max: 65_535, unit: 'a TCP port' });

// The lifecycle guard: which configured models the upstream no longer offers, or retires soon. OpenAI's
// `GET /v1/models` carries each model's `shutdown_date` (YYYY-MM-DD, or null when none is announced; deprecations
// page, checked 2026-11-25). A provider without that route (or without the field) is skipped quietly.
import { MODEL_ROLES, type ModelChoice, type ModelRole } from './models.ts';

/** Model id → its shutdown date, or null when none is announced. */
export type ModelListing = Map<string, string | null>;

export interface ModelNotice {
  role: ModelRole;
  model: string;
  /** The setting that names the model, or null when it is the default. */
  setting: string | null;
  message: string;
}

export interface ModelHealth {
  /** Configured models the upstream does not offer, or has shut down: their role fails. */
  problems: ModelNotice[];
  /** Configured models that shut down within WARN_DAYS. */
  warnings: ModelNotice[];
}

const WARN_DAYS = 60;
const DAY_MS = 86_400_000;

/** Reads a `GET /models` answer; null when it is not a model list. */
export function parseModelListing(answer: unknown): ModelListing | null {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return null;
  const listing: ModelListing = new Map();
  for (const entry of data as Array<{ id?: unknown; shutdown_date?: unknown }>) {
    if (typeof entry?.id !== 'string') continue;
    listing.set(entry.id, typeof entry.shutdown_date === 'string' ? entry.shutdown_date : null);
  }
  return listing;
}

function named(role: ModelRole, model: string, setting: string | null): string {
  return setting ? `${setting} names ${model}` : `The default ${MODEL_ROLES[role].label} model ${model}`;
}

function fix(role: ModelRole, model: string): string {
  const { env, fallback } = MODEL_ROLES[role];
  return model === fallback ? `set ${env} to a current model` : `set ${env} to a current model such as ${fallback}, or unset it`;
}

/**
 * Checks each role's model against the listing of the host that serves it (`listings[role]`, null when that host
 * lists nothing). `today` is YYYY-MM-DD (UTC).
 */
export function assessModels(
  models: ModelChoice,
  settings: Record<ModelRole, string | null>,
  listings: Partial<Record<ModelRole, ModelListing | null>>,
  today: string,
): ModelHealth {
  const health: ModelHealth = { problems: [], warnings: [] };
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  for (const role of Object.keys(listings) as ModelRole[]) {
    const listing = listings[role];
    const model = models[role];
    if (!listing) continue;
    const setting = settings[role];
    const notice = (message: string) => ({ role, model, setting, message });
    if (!listing.has(model)) {
      health.problems.push(notice(`${named(role, model, setting)}, which the AI provider does not offer: ${fix(role, model)}.`));
      continue;
    }
    const shutdown = listing.get(model);
    if (!shutdown) continue;
    const daysLeft = Math.round((Date.parse(`${shutdown}T00:00:00Z`) - todayMs) / DAY_MS);
    if (daysLeft <= 0) health.problems.push(notice(`${named(role, model, setting)}, which the AI provider shut down on ${shutdown}: ${fix(role, model)}.`));
    else if (daysLeft <= WARN_DAYS)
      health.warnings.push(
        notice(`${named(role, model, setting)}, which the AI provider shuts down on ${shutdown} (in ${daysLeft} days): ${fix(role, model)} before then.`),
      );
  }
  return health;
}

/** What the person reads when a configured model is dead: one sentence, no setting, no key. */
export const MODEL_RETIRED_SENTENCE = 'This AI feature is set up with a model its provider no longer offers; the site’s operator has to choose a current one.';

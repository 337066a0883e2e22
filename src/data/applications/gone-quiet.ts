// Gone quiet (issue #42): an application waiting on the company (Applied, No Reply, In progress) whose status has not
// changed for the person's number of days. The dashboard counts them and the Search page lists them. Pure.
import { WAITING_STATUSES } from '@/config/constants';
import type { Application } from './types';

const DAY_MS = 86_400_000;

export function isGoneQuiet(application: Pick<Application, 'status' | 'status_changed_at'>, quietAfterDays: number, now: number): boolean {
  return WAITING_STATUSES.includes(application.status) && now - Date.parse(application.status_changed_at) >= quietAfterDays * DAY_MS;
}

/** Whole days since the status last changed. */
export function daysSinceChange(application: Pick<Application, 'status_changed_at'>, now: number): number {
  return Math.floor((now - Date.parse(application.status_changed_at)) / DAY_MS);
}

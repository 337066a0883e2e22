// What every part of the local backend is handed: the database, the keys, the mailbox.
import type pg from 'pg';
import type { Mailbox } from './mailbox.js';

export interface BackendContext {
  /** Pool connected as the cluster's superuser (`postgres`). Use `asRole` to act as a caller. */
  pool: pg.Pool;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Public base URL of the router, e.g. http://127.0.0.1:54321 */
  publicUrl: string;
  /** Where the SPA lives; default redirect target of auth emails. */
  siteUrl: string;
  /** Folder for this instance's files (object storage lives under `<dataDir>/storage`). */
  dataDir: string;
  mailbox: Mailbox;
}

/** A mounted sub-service: `subpath` is the path after its prefix (e.g. `/token` for `/auth/v1/token`), query string included. */
export type ServiceHandler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, subpath: string) => Promise<void>;

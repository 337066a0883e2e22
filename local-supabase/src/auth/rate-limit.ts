// GoTrue's request limits (internal/api/apilimiter: tollbooth token buckets keyed by IP address, a burst of 30,
// refilled at `limit / 5 minutes`), and nothing more: GoTrue has no per-address lockout, so neither does this.
import { AuthError } from './errors.js';

/** GoTrue's 429 (internal/api/middleware.go performRateLimiting). */
const rateLimited = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

const BURST = 30;
const WINDOW_MS = 5 * 60 * 1000;
const MAX_KEYS = 100_000;

/** A token bucket per key: `burst` requests at once, then `limit` per 5 minutes. */
export class RequestLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  /** Takes one request from the key's bucket, or throws GoTrue's 429. */
  take(key: string, limitPerFiveMinutes: number): void {
    const now = Date.now();
    const ratePerMs = limitPerFiveMinutes / WINDOW_MS;
    const bucket = this.buckets.get(key) ?? { tokens: BURST, at: now };
    bucket.tokens = Math.min(BURST, bucket.tokens + (now - bucket.at) * ratePerMs);
    bucket.at = now;
    if (bucket.tokens < 1) throw rateLimited();
    bucket.tokens -= 1;
    this.buckets.delete(key); // re-inserted last, so the oldest keys are the first to go
    this.buckets.set(key, bucket);
    if (this.buckets.size > MAX_KEYS) this.buckets.delete(this.buckets.keys().next().value as string);
  }
}

// The one Chromium every browser test and bench drives: Debian's (`/usr/bin/chromium`, or `CHROMIUM_PATH`), with the
// flags it needs headless and as root on a machine without a GPU or internet (no sandbox for root, no GPU, no QUIC, and
// none of the first-run, update, sync or background requests that would reach for the network).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

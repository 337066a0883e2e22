// Adds lockfile entries for platform-specific optional packages that this machine's npm registry mirror does not
// serve (e.g. darwin builds), so `npm ci` accepts the lockfile. npm only writes entries it could fetch metadata
// for; without them `npm ci` refuses ("Missing: <pkg>@ from lock file") even though it would never install them
// here. Run after `npm install` changes the lockfile: `node scripts/lockfile-platform-entries.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

/** os and cpu read from a platform package's name, e.g. `@deno/darwin-arm64`, `@unrs/resolver-binding-linux-ppc64-gnu`. */
function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((token) => OS.includes(token));
  const cpu = tokens.find((token) => CPU.includes(token)) ?? (tokens.includes('gnueabihf') || tokens.includes('musleabihf') ? 'arm' : undefined);
  return os || cpu ? { os: os ? [os] : undefined, cpu: cpu ? [cpu] : undefined } : null;
}

let added = 0;
for (const [path, entry] of Object.entries({ ...packages })) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nestedKey = `${path}/node_modules/${name}`;
    if (packages[key] || packages[nestedKey]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    const { os, cpu } = platform;
    packages[key] = {
      version: String(spec).replace(/^[\^~]/, ''),
      ...(cpu ? { cpu } : {}),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os } : {}),
    };
    added += 1;
    console.log(`added ${key}@${packages[key].version}`);
  }
}
if (added) writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} platform entries added`);

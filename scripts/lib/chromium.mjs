// Finds Debian's Chromium for the browser tests, installing it with apt when we are root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const INSTALL = 'sudo apt-get update && sudo apt-get install -y chromium';

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH points to ${path}, which does not exist.`);
  const root = process.getuid?.() === 0;
  const apt = existsSync('/usr/bin/apt-get');
  if (root && apt) {
    console.log('Chromium not found: installing Debian\'s chromium package…');
    execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', { stdio: 'inherit' });
    if (existsSync(path)) return path;
  }
  throw new Error(`The browser tests need Chromium at /usr/bin/chromium (or set CHROMIUM_PATH). Install it with:\n  ${INSTALL}`);
}

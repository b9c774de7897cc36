// Finds the browsers the tests drive, installing Debian's packages for the missing ones when we
// are root: Chromium (Playwright), Firefox ESR (Puppeteer over WebDriver BiDi) and WebKitGTK's
// WebDriver with an X server for its MiniBrowser (e2e/engines/).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each browser part: the file that shows it is installed, and its Debian package. */
const PARTS = [
  { file: '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  { file: '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  { file: '/usr/bin/Xvfb', pkg: 'xvfb' },
];

function aptInstall(packages) {
  const root = process.getuid?.() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing Debian's ${packages.join(', ')}…`);
  execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(' ')}`, { stdio: 'inherit' });
  return true;
}

/** The path of Chromium (`CHROMIUM_PATH` or Debian's), installed when missing. */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH points to ${path}, which does not exist.`);
  if (aptInstall(['chromium']) && existsSync(path)) return path;
  throw new Error(
    `The browser tests need Chromium at /usr/bin/chromium (or set CHROMIUM_PATH). Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`,
  );
}

/** Chromium's path, after making sure Firefox ESR and WebKit's driver are there as well. */
export function ensureBrowsers() {
  const chromium = ensureChromium();
  const missing = PARTS.filter((p) => !existsSync(p.file)).map((p) => p.pkg);
  if (missing.length > 0 && !(aptInstall(missing) && PARTS.every((p) => existsSync(p.file)))) {
    throw new Error(
      `The cross-engine tests need ${missing.join(', ')}. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  return chromium;
}

#!/usr/bin/env node
// npm skips an optional dependency whose download fails, without failing the install: a CI run
// once lost workerd's Linux binary that way, and every wrangler step then died. This lists each
// platform binary the lock holds for this machine (os and cpu both match) that is not on disk and
// exits 1 when one is missing. With --repair it unpacks each missing one, at its locked version,
// where npm would have put it (npm cannot install a package at a nested path by itself).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const libc = process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';
const missing = () =>
  Object.entries(lock.packages).filter(
    ([path, entry]) =>
      path !== '' &&
      entry.optional &&
      entry.os?.includes(process.platform) &&
      entry.cpu?.includes(process.arch) &&
      (!entry.libc || entry.libc.includes(libc)) &&
      !existsSync(`${path}/package.json`),
  );

if (process.argv.includes('--repair')) {
  const scratch = mkdtempSync(join(tmpdir(), 'native-'));
  for (const [path, entry] of missing()) {
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const file = execFileSync('npm', ['pack', `${name}@${entry.version}`, '--pack-destination', scratch], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1);
    const [algorithm, digest] = entry.integrity.split('-');
    const actual = createHash(algorithm)
      .update(readFileSync(join(scratch, file)))
      .digest('base64');
    if (actual !== digest) throw new Error(`${name}@${entry.version}: integrity differs from the lock`);
    mkdirSync(path, { recursive: true });
    execFileSync('tar', ['-xzf', join(scratch, file), '-C', path, '--strip-components=1']);
    console.error(`unpacked ${name}@${entry.version} into ${path}`);
  }
}
const left = missing();
for (const [path, entry] of left) console.error(`missing after install: ${path}@${entry.version}`);
process.exit(left.length ? 1 : 0);

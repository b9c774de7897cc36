// A detached child the bench started (wrangler dev, the demo shop): its exit, and a way to end
// its whole process group (the child and what it spawned, e.g. workerd), which only we started.

/**
 * @param {import('node:child_process').ChildProcess} child spawned with `detached: true`
 * @returns {{ exit: Promise<number | null>, kill: () => void }}
 */
export function processGroup(child) {
  let exited = false;
  const exit = new Promise((resolve) =>
    child.on('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );
  const kill = () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // It has exited meanwhile.
      }
    }
  };
  process.on('exit', kill);
  return { exit, kill };
}

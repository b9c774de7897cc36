/** The hostile-input sweep's request cases: values deep inside sample bodies, and hostile uploads. */
import { BASE } from './auth-helpers';
import { PNG_1X1 } from './pets-helpers';

export interface Case {
  label: string;
  request: Request;
  /** The route reads this value and no field of ours may accept it. */
  mustRefuse: boolean;
}

type Path = (string | number)[];

/** Paths of the values two or more levels down in a sample body. */
export function nestedLeaves(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return path.length >= 2 ? [path] : [];
  return Object.entries(value).flatMap(([k, child]) => nestedLeaves(child, [...path, Array.isArray(value) ? Number(k) : k]));
}

/** The sample body as JSON text with the raw JSON `raw` at `path`. */
export function withValueAt(body: unknown, path: Path, raw: string): string {
  const marker = '"__hostile_value__"';
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = JSON.parse(marker);
  return JSON.stringify(copy).replace(marker, raw);
}

/** Hostile multipart for the upload route: control characters, non-files, broken framing. */
export function uploadCases(headers: Record<string, string>): Case[] {
  const url = `${BASE}/api/upload-photo`;
  const multipart = (build: (f: FormData) => void) => {
    const f = new FormData();
    build(f);
    return new Request(url, { method: 'POST', headers, body: f });
  };
  const png = () => new Blob([PNG_1X1], { type: 'image/png' });
  const raw = (contentType: string, body: string) => new Request(url, { method: 'POST', headers: { ...headers, 'content-type': contentType }, body });
  return [
    { label: 'upload: file is text with NUL', request: multipart((f) => f.append('file', 'Rex\u0000')), mustRefuse: true },
    { label: 'upload: file is a lone surrogate', request: multipart((f) => f.append('file', '\ud800')), mustRefuse: true },
    {
      label: 'upload: largeFile is text',
      request: multipart((f) => {
        f.append('file', png(), 'dog.png');
        f.append('largeFile', '\u0000');
      }),
      mustRefuse: true,
    },
    {
      label: 'upload: text file named with controls',
      request: multipart((f) => f.append('file', new Blob(['hello'], { type: 'image/png' }), 'dog\u0000\u202e.png')),
      mustRefuse: true,
    },
    { label: 'upload: no file', request: multipart((f) => f.append('name', 'Rex\u0000')), mustRefuse: true },
    { label: 'upload: no boundary', request: raw('multipart/form-data', 'file=x'), mustRefuse: true },
    {
      label: 'upload: broken framing',
      request: raw('multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\n\u0000'),
      mustRefuse: true,
    },
    { label: 'upload: JSON instead', request: raw('application/json', '{"file":"\\u0000"}'), mustRefuse: true },
  ];
}

/**
 * The early-form mechanism (src/lib/early-input/) on a real hydration: a form rendered on the
 * server, changed in the page as a visitor would before the island's script ran (typed,
 * picked, ticked, autofilled) and submitted then, is hydrated; the island's own handlers
 * receive every value and the held submit.
 */
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_HELD_PROPERTY, EARLY_READY_ATTRIBUTE } from '../../../src/lib/early-input/attributes';
import { HOLD_EARLY_SUBMITS_INLINE_SCRIPT } from '../../../src/lib/early-input/hold-submits';
import { useEarlyForm } from '../../../src/lib/early-input/use-early-form';

interface Sent {
  name: string;
  size: string;
  gift: boolean;
  kind: string;
}

function Order({ ready = true, onSent }: { ready?: boolean; onSent: (sent: Sent) => void }) {
  const early = useEarlyForm(ready);
  const [name, setName] = useState('');
  const [size, setSize] = useState('small');
  const [gift, setGift] = useState(false);
  const [kind, setKind] = useState('dry');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSent({ name, size, gift, kind });
  };
  return (
    <form {...early} onSubmit={submit}>
      <p>Hello {name || 'you'}</p>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <select aria-label="Size" value={size} onChange={(e) => setSize(e.target.value)}>
        <option value="small">Small</option>
        <option value="large">Large</option>
      </select>
      <input type="checkbox" aria-label="Gift" checked={gift} onChange={(e) => setGift(e.target.checked)} />
      {['dry', 'wet'].map((k) => (
        <input key={k} type="radio" name="kind" value={k} aria-label={k} checked={kind === k} onChange={() => setKind(k)} />
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

// React's act() outside @testing-library's render, which would set this itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The page's inline script, as every page's <head> runs it.
new Function(HOLD_EARLY_SUBMITS_INLINE_SCRIPT)();

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's HTML in the page, changed by the visitor before any script of the island ran. */
function builtPageTypedInto(): HTMLFormElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Order onSent={() => undefined} />);
  document.body.appendChild(container);
  const form = container.querySelector('form')!;
  const named = (label: string) => form.querySelector<HTMLInputElement & HTMLSelectElement>(`[aria-label="${label}"]`)!;
  named('Name').value = 'Aroha';
  named('Size').value = 'large';
  named('Gift').checked = true;
  named('wet').checked = true;
  return form;
}

/** Lets the island's hand-over (a timer after the commit) run, inside act as React's updates want. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

async function hydrate(form: HTMLFormElement, props: { ready?: boolean; onSent: (sent: Sent) => void }) {
  act(() => {
    root = hydrateRoot(form.parentElement!, <Order {...props} />);
  });
  await settle();
}

describe('useEarlyForm', () => {
  it('hands what was typed before hydration to the island and makes the held submit', async () => {
    const form = builtPageTypedInto();
    form.requestSubmit();
    expect(form).toHaveProperty(EARLY_HELD_PROPERTY, 1);

    const onSent = vi.fn();
    await hydrate(form, { onSent });
    expect(onSent).toHaveBeenCalledWith({ name: 'Aroha', size: 'large', gift: true, kind: 'wet' });
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(form.textContent).toContain('Hello Aroha');
    expect(form.hasAttribute(EARLY_READY_ATTRIBUTE)).toBe(true);
  });

  it('holds the submit until `ready`; what is typed meanwhile counts too', async () => {
    const form = builtPageTypedInto();
    form.requestSubmit();
    const onSent = vi.fn();
    await hydrate(form, { ready: false, onSent });
    const name = form.querySelector<HTMLInputElement>('[aria-label="Name"]')!;
    // Typed once hydrated: the browser changes the field below React's tracked setter, and React hears it.
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, 'Aroha Smith');
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle();
    expect(onSent).not.toHaveBeenCalled();
    expect(form.hasAttribute(EARLY_READY_ATTRIBUTE)).toBe(false);

    act(() => root!.render(<Order ready onSent={onSent} />));
    await settle();
    expect(onSent).toHaveBeenCalledWith({ name: 'Aroha Smith', size: 'large', gift: true, kind: 'wet' });
  });

  it('leaves a form nobody touched as it was, and submits nothing', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Order onSent={() => undefined} />);
    document.body.appendChild(container);
    const form = container.querySelector('form')!;
    const onSent = vi.fn();
    await hydrate(form, { onSent });
    expect(form.hasAttribute(EARLY_READY_ATTRIBUTE)).toBe(true);
    expect(onSent).not.toHaveBeenCalled();
    expect(form.textContent).toContain('Hello you');
  });
});

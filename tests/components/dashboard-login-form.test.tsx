import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/copy/messages';

const requestLoginLink = vi.hoisted(() => vi.fn());
vi.mock('../../src/stores/session', () => ({ requestLoginLink }));

const { LoginForm } = await import('../../src/components/dashboard/LoginForm');

beforeEach(() => requestLoginLink.mockReset());

const send = async (email: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send Magic Link' }));
};

describe('the standalone login form (001 §2 state 2)', () => {
  it('has the spec heading and a required e-mail field', () => {
    render(<LoginForm />);
    expect(screen.getByRole('heading', { name: 'Login to access your dashboard' })).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
  });

  it('shows the thanks text after sending, with the address lower-cased by the shared schema', async () => {
    requestLoginLink.mockResolvedValue({ ok: true });
    render(<LoginForm />);
    await send('Demo@Example.com');
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.magicLinkSent);
    expect(requestLoginLink).toHaveBeenCalledWith('demo@example.com');
  });

  it('shows the spec failure text when sending fails', async () => {
    requestLoginLink.mockResolvedValue({ ok: false, message: null });
    render(<LoginForm />);
    await send('demo@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.failedToSendMagicLink);
  });

  it('shows the rate limit’s own text', async () => {
    requestLoginLink.mockResolvedValue({ ok: false, message: 'Too many login link requests. Please wait a few minutes and try again.' });
    render(<LoginForm />);
    await send('demo@example.com');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Too many login link requests/);
  });
});

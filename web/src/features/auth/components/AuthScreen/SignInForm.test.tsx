import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SignInForm } from './SignInForm';

// The sign-in form talks to /graphql with a plain fetch (lib/sessionClient.ts): the server's answers are given here as
// the server sends them.
function answer(status: number, body: unknown, contentType = 'application/graphql-response+json; charset=utf-8') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

async function signInAs(username: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  // The toasts live in Mantine's one store: each test starts without the last one's.
  act(() => notifications.clean());
});

describe('SignInForm', () => {
  it('asks for a username and a password before calling the server', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<SignInForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Login Failed' with the server's message", async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        answer(200, { errors: [{ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } }], data: null }),
      );
    renderWithProviders(<SignInForm />);
    await signInAs(' marcus ', 'wrong-password');
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    // The username trimmed, sent as JSON (the server's CSRF prevention lets a JSON POST through) to /graphql.
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    const body = JSON.parse(String(init?.body));
    expect(body.variables).toEqual({ input: { username: 'marcus', password: 'wrong-password' } });
    expect(body.query).toMatch(/^\s*mutation Login\(\$input: LoginInput!\)/);
  });

  it("shows the server's words for a locked sign-in (429 with GraphQL errors)", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(429, {
        errors: [{ message: 'Too many failed sign-in attempts. Try again in 15 minutes.', extensions: { code: 'RATE_LIMITED' } }],
      }),
    );
    renderWithProviders(<SignInForm />);
    await signInAs('marcus', 'wrong-password');
    expect(await screen.findByText('Too many failed sign-in attempts. Try again in 15 minutes.')).toBeInTheDocument();
  });

  it('shows the status and the body of an answer that is not GraphQL', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(502, 'Bad Gateway', 'text/plain'));
    renderWithProviders(<SignInForm />);
    await signInAs('marcus', 'a-password');
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('502: Bad Gateway')).toBeInTheDocument();
  });

  it("does not show an internal error's words", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(200, { errors: [{ message: 'relation "users" does not exist', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], data: null }),
    );
    renderWithProviders(<SignInForm />);
    await signInAs('marcus', 'a-password');
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.queryByText(/relation/)).toBeNull();
  });

  it('says Login Failed when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<SignInForm />);
    await signInAs('marcus', 'a-password');
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
  });

  it('welcomes the member by name when the server signs them in', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(200, {
        data: {
          __typename: 'Mutation',
          login: {
            __typename: 'User',
            id: '7',
            username: 'marcus',
            firstName: 'Marcus',
            lastName: 'Reyes',
            personalEmail: 'marcus@example.org',
            phoneNumber: null,
            employeeNumber: 'E100',
            employmentStatus: 'full_time',
            isAdmin: false,
            isSuperAdmin: false,
          },
        },
      }),
    );
    renderWithProviders(<SignInForm />);
    await signInAs('marcus', 'the-right-password');
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(screen.getByText('Signed in as Marcus Reyes.')).toBeInTheDocument();
  });
});

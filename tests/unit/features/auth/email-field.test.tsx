/** The login and signup forms share one email field: same label, type, autofill and placeholder. */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '@/features/auth/login-form';
import { SignupForm } from '@/features/auth/signup-form';

/** The email field's label and input as rendered, without the ids React generates per form. */
function emailField(markup: string): string {
  const field = /<label[^>]*>Email address<\/label><input[^>]*>/.exec(markup)?.[0] ?? '';
  return field.replace(/ (id|for|htmlFor)="[^"]*"/g, '');
}

describe('the email field', () => {
  it('is the same field in the login and the signup form', () => {
    const login = renderToStaticMarkup(
      <MemoryRouter>
        <LoginForm onSubmit={() => {}} onGuestLogin={() => {}} />
      </MemoryRouter>,
    );
    const signup = renderToStaticMarkup(
      <MemoryRouter>
        <SignupForm onSubmit={() => {}} />
      </MemoryRouter>,
    );
    const field = emailField(login);
    expect(field).toContain('type="email"');
    expect(field).toContain('autoComplete="email"');
    expect(field).toContain('placeholder="you@example.com"');
    expect(field).toContain('name="email"');
    expect(emailField(signup)).toBe(field);
  });
});

/** /signup (see docs/shop/screens.md, Signup): the signup form wired to the auth machine, which goes home on success. */
import { SignupForm } from './signup-form';
import { useAuthActions, useIsAuthenticating, usePreparedSignIn } from './use-auth';

export function SignupPage() {
  const { signup } = useAuthActions();
  const submitting = useIsAuthenticating();
  usePreparedSignIn();
  return <SignupForm submitting={submitting} onSubmit={signup} />;
}

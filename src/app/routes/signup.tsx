import { SignupPage } from '@/features/auth/signup-page';

export default function SignupRoute() {
  return <SignupPage />;
}

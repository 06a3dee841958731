import { ComingSoon } from '../coming-soon';

export default function SignupRoute() {
  return <ComingSoon title="Signup" />;
}

import { ComingSoon } from '../coming-soon';

export default function LoginRoute() {
  return <ComingSoon title="Login" />;
}

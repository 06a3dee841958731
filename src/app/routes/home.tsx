import { ComingSoon } from '../coming-soon';

export default function HomeRoute() {
  return <ComingSoon title="Home" />;
}

import { ComingSoon } from '../coming-soon';

export default function MockmanRoute() {
  return <ComingSoon title="Mockman" />;
}

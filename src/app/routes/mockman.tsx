import { MockmanScreen } from '@/features/tester/mockman-screen';

export default function MockmanRoute() {
  return <MockmanScreen />;
}

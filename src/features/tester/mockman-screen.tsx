/**
 * The /mockman screen: the request tester, and beside it (below it on phones) the back-end console.
 */
import { BackendConsole } from './console/backend-console';
import { Tester, type TesterProps } from './tester';

export type MockmanScreenProps = TesterProps;

export function MockmanScreen(props: MockmanScreenProps) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <header>
        <h1 className="text-2xl font-semibold text-neutral-900">Mockman</h1>
        <p className="text-sm text-neutral-600">
          Send requests to the shop&apos;s API (or any URL the browser can reach) and shape how the
          simulated back end answers.
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Tester {...props} />
        <BackendConsole />
      </div>
    </div>
  );
}

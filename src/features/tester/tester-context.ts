/** The tester machine's actor for React; only the tester's container reads it. */
import { createActorContext } from '@xstate/react';
import { testerMachine } from './tester-machine';

export const TesterActorContext = createActorContext(testerMachine);

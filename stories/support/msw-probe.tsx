/** A tiny component that asks the simulated back end one question, for the MSW set-up's own stories. */
import { useEffect, useState } from 'react';

export const PROBE_URL = '/api/__probe';

export function MswProbe({ url = PROBE_URL }: { url?: string }) {
  const [text, setText] = useState('waiting');
  useEffect(() => {
    let alive = true;
    fetch(url)
      .then((response) => response.json() as Promise<{ answer: string }>)
      .then((body) => alive && setText(body.answer))
      .catch((error: unknown) => alive && setText(`failed: ${String(error)}`));
    return () => {
      alive = false;
    };
  }, [url]);
  return <p data-testid="msw-probe">{text}</p>;
}

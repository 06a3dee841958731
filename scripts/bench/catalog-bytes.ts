// Simulated mode's side of the bytes figure: what the in-page back end hands the listing for its first
// screen (the JSON bodies; nothing is compressed in a page), at each catalogue size.
import { getResponse } from 'msw';
import { handlers } from '@mocks/handlers';
import { installMemoryStore } from '@backend/store';
import { NODE_ORIGIN } from '@mocks/handlers/http';
import { setSettings } from '@backend/config';

async function size(path: string): Promise<number> {
  const response = await getResponse(handlers, new Request(NODE_ORIGIN + path));
  if (!response || response.status !== 200) throw new Error(`${path}: ${response?.status}`);
  return (await response.arrayBuffer()).byteLength;
}

const rows = [];
setSettings({ latencyMs: 0, failures: {} });
for (const catalogSize of [25, 10_000, 100_000]) {
  installMemoryStore({ catalogSize });
  const categories = await size('/api/categories');
  rows.push({
    catalogSize,
    before: categories + (await size('/api/products')),
    after: categories + (await size('/api/products?page=1&pageSize=48')),
  });
}
console.log(JSON.stringify(rows));

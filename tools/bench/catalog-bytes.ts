// Simulated mode's side of the bytes figure: what the in-page back end hands the listing for its first
// screen (the JSON bodies; nothing is compressed in a page), at each catalogue size.
import { createSimulatedBackend } from '@backend/simulated';

const rows = [];
for (const catalogSize of [25, 10_000, 100_000]) {
  const { api } = createSimulatedBackend({ catalogSize });
  const size = async (path: string): Promise<number> => {
    const response = await api.request(path);
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return (await response.arrayBuffer()).byteLength;
  };
  const categories = await size('/api/categories');
  rows.push({
    catalogSize,
    before: categories + (await size('/api/products')),
    after: categories + (await size('/api/products?page=1&pageSize=48')),
  });
}
console.log(JSON.stringify(rows));

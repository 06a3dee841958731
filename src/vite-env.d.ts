/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'remote' skips the in-browser back end (for a real server behind /api). */
  readonly VITE_API_MODE?: 'mock' | 'remote';
  /** Razorpay's public test key; without it checkout uses the simulated payment sheet. */
  readonly VITE_RAZORPAY_KEY_ID?: string;
  /** Simulated latency in ms for the in-browser back end (default 400). */
  readonly VITE_MOCK_LATENCY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * Puts the shop's Content-Security-Policy (server/csp.ts, the policy server mode also sends as a
 * header) in a <meta http-equiv> of index.html, so every prerendered page and app.html carry it,
 * whatever host serves them. Not in Storybook's build, whose manager and iframe run inline scripts.
 */
import type { Plugin, ResolvedConfig } from 'vite';
import { contentSecurityPolicy } from '../server/csp.ts';

export function csp(): Plugin {
  let config: ResolvedConfig;
  let storybook = false;
  return {
    name: 'glamour:csp',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      // Storybook builds with this config too: its manager and iframe run inline scripts.
      storybook = JSON.stringify(resolved.build.rollupOptions.input ?? '').includes('iframe.html');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (storybook) return html;
        const paymentKey = config.env.VITE_RAZORPAY_KEY_ID as string | undefined;
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ paymentKey })}" />`;
        // Right after the charset, before any script or stylesheet: a policy covers only what
        // comes after it.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('csp: index.html has no <meta charset>');
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
      },
    },
  };
}

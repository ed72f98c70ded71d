// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ["sharp", "exceljs", "bullmq", "ioredis"],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The proxy sees the API only for paths with a percent escape (proxy.ts), but whatever body
    // it sees Next buffers up to this size and silently cuts off the rest: keep it above the
    // largest upload (a set zip, MAX_ZIP_BYTES of lib/store/set-zip.ts, about 538 MiB:
    // BODY_LIMITS in app/_server/http.ts), so a cut body is always over its route's limit and
    // refused, never stored. Pages take no body: the proxy refuses one that carries any.
    // (app/_server/api-route.test.ts checks both.)
    proxyClientMaxBodySize: 540 * 1024 * 1024,
  },
};

export default nextConfig;

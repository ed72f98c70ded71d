// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ["sharp"],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The proxy sees the API only for paths with a percent escape (proxy.ts), but whatever body
    // it sees Next buffers up to this size and silently cuts off the rest: keep it above the
    // largest upload (a 100 MiB zip, BODY_LIMITS in app/_server/http.ts), so a cut body is
    // always over its route's limit and refused, never stored.
    proxyClientMaxBodySize: 100 * 1024 * 1024 + 1,
  },
};

export default nextConfig;

// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ["sharp"],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Next buffers the body of each request the proxy sees (pages, and API paths with a percent
    // escape: proxy.ts) up to this size and cuts off the rest. None of those addresses takes a
    // body, and the proxy refuses any request that carries one, so a cut body never reaches a
    // route; the buffer is kept small so no request can make the server hold much.
    // (app/_server/api-route.test.ts checks it.)
    proxyClientMaxBodySize: 64 * 1024,
  },
};

export default nextConfig;

// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ["sharp"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;

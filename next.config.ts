import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ["sharp"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;

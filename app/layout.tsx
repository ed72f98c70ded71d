import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { connection } from "next/server";
import "@fontsource/cinzel/600.css";
import "@fontsource/eb-garamond/400.css";
import "@fontsource/eb-garamond/400-italic.css";
import "@fontsource/eb-garamond/600.css";
import "./globals.css";
import "./_ui/ui.css";
import { ToastRegion } from "./_ui/toast";

export const metadata: Metadata = {
  title: { default: "Vellum", template: "%s · Vellum" },
  description: "Design, print and playtest custom expansions of transparent-card games.",
};

/** The shell of every page: the header with the workspace link, the page, the toasts. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request, so each gets the script nonce of its Content-Security-Policy
  // (proxy.ts); without this the prebuilt not-found page's scripts would carry none and be blocked.
  await connection();
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          <Link href="/" className="brand">
            Vellum
          </Link>
          <span className="tagline">a studio for transparent-card games</span>
        </header>
        <main id="main">{children}</main>
        <ToastRegion />
      </body>
    </html>
  );
}

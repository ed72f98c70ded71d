import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";
import { allowedHostsFrom, refusal } from "./app/_server/request-guard";

/** Refuses requests from other sites and for other host names (see request-guard.ts). */
export function proxy(request: NextRequest): NextResponse {
  const why = refusal(request.method, request.headers, allowedHostsFrom(process.env));
  if (!why) return NextResponse.next();
  return NextResponse.json(
    { error: "request/forbidden", message: why, diagnostics: [] },
    { status: 403 },
  );
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|fonts/|favicon.ico).*)"],
};

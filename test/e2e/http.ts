/**
 * Helpers of the HTTP tests: requests with a plain (Content-Length) or a streamed (chunked)
 * body, raw requests over a socket for what fetch cannot send, scratch sets, and the timing of
 * light requests while a heavy one runs.
 */
import http from "node:http";
import net from "node:net";
import { expect, inject } from "vitest";

/** The server's base URL. */
export const base = (): string => inject("baseUrl");

/** How a test sends a body. */
export type Sending = "plain" | "chunked";

/** An answer to `send`. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/**
 * Sends `bytes` to `path` with a Content-Length (plain), or streamed in 1 MiB chunks without
 * one (chunked), each time on a new connection (an idle kept-alive one may be closed by the
 * server just as a long upload starts on it). The connection asks to be kept alive, as a
 * browser's does: a request that asks to close it (`Connection: close`, what `agent: false`
 * sends) is answered and its socket closed at once by Node's server, without reading the rest
 * of an upload it refused early, so the client's next write meets a reset (EPIPE) that can
 * arrive before the 413 is read. Once answered, the rest of the body is not sent and the
 * connection is closed from this side.
 */
export function send(
  method: string,
  path: string,
  bytes: Uint8Array,
  how: Sending,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(path, base());
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let answered = false;
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: how === "plain" ? { ...headers, "content-length": bytes.length } : headers,
      },
      (res) => {
        // Answered: the rest of the body is not sent (the server may close once it has answered).
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: <T>() => JSON.parse(body.toString("utf8")) as T,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", (e) => {
      if (!answered) reject(e);
    });
    const CHUNK = 1024 * 1024;
    let at = 0;
    // Written as the socket drains, so a refusal can arrive before the whole body is sent.
    const write = (): void => {
      while (at < bytes.length && !answered) {
        const piece = bytes.subarray(at, at + CHUNK);
        at += piece.length;
        if (!req.write(piece)) {
          req.once("drain", write);
          return;
        }
      }
      if (!answered) req.end();
    };
    write();
  }).finally(() => agent.destroy());
}

/** The raw answer to a request written byte by byte: status, headers, body. */
export interface RawAnswer {
  status: number;
  head: string;
  body: string;
  /** Milliseconds from connecting to the end of the answer's head. */
  ms: number;
}

/**
 * Writes `head` (request line and headers, without the blank line) and `body` over a socket and
 * reads the answer; `end` half-closes the socket after the body. The socket is closed once the
 * answer is read (a Content-Length answer) or the server closes it; rejects after 10 s.
 */
export function rawRequest(
  head: string,
  body: Uint8Array | string = "",
  options: { end?: boolean } = {},
): Promise<RawAnswer> {
  const { port, hostname } = new URL(base());
  const t0 = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: Number(port), host: hostname, allowHalfOpen: true }, () => {
      socket.write(`${head}\r\n\r\n`);
      if (body.length > 0) socket.write(body);
      if (options.end) socket.end();
    });
    let got = Buffer.alloc(0);
    let headAt = 0;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 10 s to ${head.split("\r\n")[0]}`));
    }, 10_000);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      // latin1 keeps one character per byte, so chunk sizes are character counts.
      const text = got.toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const head = text.slice(0, split);
      let body = text.slice(split + 4);
      if (/\r\ntransfer-encoding: *chunked/i.test(head)) body = unchunk(body);
      resolve({
        status: Number(text.slice(9, 12)),
        head,
        body: Buffer.from(body, "latin1").toString("utf8"),
        ms: headAt - t0,
      });
    };
    socket.on("data", (d: Buffer) => {
      got = Buffer.concat([got, d]);
      const text = got.toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      if (split < 0) return;
      headAt ||= Date.now();
      const head = text.slice(0, split);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      if (length !== undefined && got.length >= split + 4 + Number(length)) finish();
      if (/\r\ntransfer-encoding: *chunked/i.test(head) && text.endsWith("\r\n0\r\n\r\n")) finish();
    });
    socket.on("end", finish);
    socket.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/** The content of a chunked body (one character per byte): the chunks without their sizes. */
function unchunk(body: string): string {
  let out = "";
  let at = 0;
  for (;;) {
    const eol = body.indexOf("\r\n", at);
    const size = parseInt(body.slice(at, eol), 16);
    if (!(size > 0)) return out;
    out += body.slice(eol + 2, eol + 2 + size);
    at = eol + 2 + size + 2;
  }
}

/** A set's state as GET /api/sets/:id gives it. */
export interface SetBody {
  id: string;
  revision: string;
  text: string;
}

/** A fresh copy of the sample set under `id`, to write to. */
export async function scratchSet(id: string): Promise<SetBody> {
  const res = await fetch(`${base()}/api/sets/saltmarrow/duplicate`, {
    method: "POST",
    body: JSON.stringify({ id }),
  });
  if (res.status !== 201) throw new Error(`duplicate failed: ${res.status} ${await res.text()}`);
  return (await (await fetch(`${base()}/api/sets/${id}`)).json()) as SetBody;
}

/** Deletes every set whose id starts with `prefix` (leaves the workspace as the tests found it). */
export async function removeSets(prefix: string): Promise<void> {
  const { sets } = (await (await fetch(`${base()}/api/sets`)).json()) as { sets: { id: string }[] };
  for (const { id } of sets.filter((s) => s.id.startsWith(prefix))) {
    await fetch(`${base()}/api/sets/${id}`, { method: "DELETE" });
  }
}

/** Answers `url` (200) and reads its body: the time it took, ms. */
export async function timed(url: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - t0;
}

/**
 * Times light requests to `url`, one after the other, until `heavy` is answered: its answer,
 * the longest light request (ms) and how many were answered meanwhile.
 */
export async function lightWhile(
  url: string,
  heavy: Promise<Response>,
): Promise<{ res: Response; longest: number; count: number }> {
  let answered = false;
  const settled = heavy.finally(() => (answered = true));
  let longest = 0;
  let count = 0;
  do {
    longest = Math.max(longest, await timed(url));
    count++;
  } while (!answered);
  return { res: await settled, longest, count };
}

/**
 * The core each Workspace object was built on (`createWorkspace` registers it), for the
 * operations that take a Workspace rather than a core (saved games): they then use its fs steps
 * and lock timings, as every other operation does.
 */
import type { WorkspaceCore } from "./core";
import type { Workspace } from "./types";

const cores = new WeakMap<Workspace, WorkspaceCore>();

/** Records that `ws` was built on `core`; returns `ws`. */
export function withCore(ws: Workspace, core: WorkspaceCore): Workspace {
  cores.set(ws, core);
  return ws;
}

/** The core `ws` was built on, when `createWorkspace` made it. */
export function workspaceCoreOf(ws: Workspace): WorkspaceCore | undefined {
  return cores.get(ws);
}

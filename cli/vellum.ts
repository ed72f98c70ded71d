#!/usr/bin/env node
/** Entry point of `npm run vellum -- <command>`. */
import { main } from "./main";

const code = await main(process.argv.slice(2), {
  out: (line) => process.stdout.write(line + "\n"),
  err: (line) => process.stderr.write(line + "\n"),
  // npm runs scripts from the project folder; INIT_CWD is where the user typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  projectRoot: process.cwd(),
  env: process.env,
  isTty: Boolean(process.stdout.isTTY),
});
process.exitCode = code;

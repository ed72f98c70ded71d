#!/usr/bin/env node
/** Entry point of `npm run vellum -- <command>`. */
import { main } from "./main";
import { processIo } from "./process-io";

const code = await main(process.argv.slice(2), processIo(process));
process.exitCode = code;

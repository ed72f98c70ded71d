import { compileEffect } from "./lib/dsl";
import { TEST_CONTEXT } from "./lib/dsl/fixtures";
for (const s of process.argv.slice(2)) { const r = compileEffect(s.replace(/\\n/g,"\n"), TEST_CONTEXT); console.log(JSON.stringify(s), r.diagnostics.map(d=>d.code+": "+d.message+(d.suggestion?" [sugg "+d.suggestion+"]":""))); }

// Runs bench/wasm/payload.py under Pyodide (CPython compiled to WebAssembly) in Node.js.
// Usage: node run_pyodide.mjs ROOT PAYLOAD [HANDS]; ROOT holds the retrohearts package,
// whose pure-Python files are copied into Pyodide's in-memory file system first.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const [root, payload, hands] = process.argv.slice(2);
const { loadPyodide } = await import("pyodide");
const py = await loadPyodide();

function copyTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const rel = relative(root, path);
    if (name === "__pycache__" || rel.startsWith("retrohearts/_data")) continue;
    if (statSync(path).isDirectory()) {
      py.FS.mkdirTree("/app/" + rel);
      copyTree(path);
    } else if (name.endsWith(".py")) {
      py.FS.writeFile("/app/" + rel, readFileSync(path));
    }
  }
}
py.FS.mkdirTree("/app/retrohearts");
copyTree(join(root, "retrohearts"));
py.runPython(`import os, sys; sys.path.insert(0, "/app"); os.environ["BENCH_HANDS"] = "${hands || 4}"`);
py.runPython(readFileSync(payload, "utf8"));

// No module of server/, app/ or common/ imports itself round a loop, type imports included: a loop
// makes two modules one in all but name (neither can be read, changed or tested without the other),
// and its order of evaluation decides what the other sees. Each loop is named by its modules.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const folders = ["server", "app", "common"];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/** The file an import names, as tsconfig.json's paths and package.json's imports resolve it; none for packages. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? join(root, "app", specifier.slice(2))
    : specifier.startsWith("#common/")
      ? join(root, "common", specifier.slice("#common/".length))
      : specifier.startsWith(".")
        ? resolve(dirname(from), specifier)
        : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(isFile);
}

/** Each module's imports among these modules: `import`, `import type`, `export … from` and `import()`. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles
        .map(({ fileName }) => resolveImport(file, fileName))
        .filter((target): target is string => target !== undefined && known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The graph's loops: its strongly connected components of more than one module, or one importing itself (Tarjan). */
function loops(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    lowest.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(module, Math.min(lowest.get(module)!, lowest.get(target)!));
      } else if (onStack.has(target)) lowest.set(module, Math.min(lowest.get(module)!, index.get(target)!));
    }
    if (lowest.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1 || graph.get(module)?.includes(module)) found.push(component.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found.map((component) => component.map((file) => relative(root, file)));
}

describe("imports", () => {
  const graph = importGraph(folders.flatMap((folder) => sourceFiles(join(root, folder))));

  it("are read from every module of server/, app/ and common/", () => {
    const reader = relative(root, resolveImport(join(root, "app/root.tsx"), "~/context")!);
    expect(reader).toBe("app/context.ts");
    expect(graph.size).toBeGreaterThan(250);
  });

  it("form no loop, type imports included", () => {
    expect(loops(graph)).toEqual([]);
  });
});

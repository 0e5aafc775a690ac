/**
 * Writes docs/machines/: a Mermaid state diagram and reference tables per machine, generated from the
 * machine definitions, and the README. `npm run docs:machines`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { machineDocs } from '../machines/diagram/machine-docs.ts';

const outDir = new URL('../docs/machines/', import.meta.url);
await mkdir(outDir, { recursive: true });
const docs = machineDocs();
for (const [fileName, content] of docs) await writeFile(new URL(fileName, outDir), content);
console.log(`docs/machines: wrote ${docs.size} files (${[...docs.keys()].join(', ')})`);

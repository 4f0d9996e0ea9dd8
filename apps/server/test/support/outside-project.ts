import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The tsconfig a stranger's project would have: ES modules resolved as Node does (NodeNext), strict,
 * declarations checked too (no skipLibCheck), for the outside-in client tests.
 */
export function writeStrictNodeNextProject(dir: string, files: string[], outDir: string): void {
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        types: ['node'],
        outDir,
        skipLibCheck: false,
      },
      files,
    }),
  );
}

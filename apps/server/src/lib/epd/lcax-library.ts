import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as Lcax from 'lcax';

/**
 * The LCAx project's own library (npm `lcax`, WebAssembly built from its Rust code), loaded on first
 * use. Its entry module imports the `.wasm` file as an ES module, which Node 20 cannot do, so the
 * bindings module is loaded here and given the instantiated WebAssembly by hand, as the entry does.
 * A panic inside the library (a `WebAssembly.RuntimeError`) leaves its memory unusable: the next
 * call loads a fresh instance ({@link withLcax}).
 */
export type LcaxLibrary = Pick<typeof Lcax, 'convertIlcd' | 'calculateProject' | 'lifeCycleModules'>;

/** What this file uses of the WebAssembly global (the server's TypeScript libraries do not declare it). */
interface WasmGlobal {
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: Record<string, unknown> } }>;
  RuntimeError: new (...args: never[]) => Error;
}
const wasm = (globalThis as unknown as { WebAssembly: WasmGlobal }).WebAssembly;

const require = createRequire(import.meta.url);
let loading: Promise<LcaxLibrary> | null = null;
let generation = 0;

async function load(): Promise<LcaxLibrary> {
  // A new module instance per load: the bindings keep the WebAssembly exports in module state.
  const bindings = (await import(`${require.resolve('lcax/lcax_bg.js')}?instance=${++generation}`)) as typeof Lcax & {
    __wbg_set_wasm(exports: Record<string, unknown>): void;
  };
  const bytes = await readFile(require.resolve('lcax/lcax_bg.wasm'));
  const { instance } = await wasm.instantiate(bytes, { './lcax_bg.js': bindings });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
  return bindings;
}

/** The library, loaded once (and again after a panic). */
export function lcaxLibrary(): Promise<LcaxLibrary> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Runs `use` with the library. A panic inside it drops this instance (the next call loads a new
 * one) and is thrown on as it came, for the caller to turn into a refusal of the input.
 */
export async function withLcax<T>(use: (lcax: LcaxLibrary) => T): Promise<T> {
  const lcax = await lcaxLibrary();
  try {
    return use(lcax);
  } catch (error) {
    if (error instanceof wasm.RuntimeError) loading = null;
    throw error;
  }
}

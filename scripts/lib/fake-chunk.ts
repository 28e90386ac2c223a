// A build's chunk as the build steps' tests need one: the fields they read, `extra` over them.
import type { Chunk } from '../chunk-graph.ts';

export function fakeChunk(fileName: string, extra: Record<string, unknown> = {}): Chunk {
  return {
    type: 'chunk',
    fileName,
    code: '',
    facadeModuleId: null,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    viteMetadata: { importedCss: new Set<string>() },
    ...extra,
  } as unknown as Chunk;
}

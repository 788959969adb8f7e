// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every built script,
// manifest and page, once at build time: the server sends them as they are (@fastify/static
// preCompressed) instead of compressing each response at a fast, weaker level.
const zlib = require('node:zlib');

// Every such file, however small: the server's revalidation of index.html (sent by sendFile)
// answers 304 only when the variant the browser accepts exists.
const COMPRESSIBLE = /\.(js|json|html)$/;

class CompressAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompressAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompressAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const buffer = source.buffer();
          const brotli = zlib.brotliCompressSync(buffer, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
          });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), { compressed: true, development: true });
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })), { compressed: true, development: true });
        }
      });
    });
  }
}

module.exports = { CompressAssetsPlugin };

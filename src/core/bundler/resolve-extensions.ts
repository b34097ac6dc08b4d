/** The extensions an import may leave out, in the order the bundler tries them (webpack-config.ts, check-markdown-imports.ts). */
export const RESOLVE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'];

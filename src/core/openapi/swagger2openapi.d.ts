// swagger2openapi ships no types; only the one call load.ts makes is declared.
declare module 'swagger2openapi' {
  interface ConvertOptions {
    patch?: boolean;
    warnOnly?: boolean;
    resolve?: boolean;
    direct?: boolean;
  }
  const converter: {
    convertObj(swagger: object, options: ConvertOptions): Promise<{ openapi: Record<string, unknown> }>;
  };
  export default converter;
}

// mjml 5 ships no types, and @types/mjml describes v4 (a synchronous mjml2html): the part we use, as v5 has it.
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    ignoreIncludes?: boolean;
    minify?: boolean;
  }
  export default function mjml2html(
    source: string,
    options?: MjmlOptions,
  ): Promise<{ html: string; errors: MjmlError[] }>;
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MARKETING_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The contract's texts in one language, by code (vite-catalogue.ts). */
declare module 'virtual:catalogue/*' {
  const texts: Record<string, string>;
  export default texts;
}

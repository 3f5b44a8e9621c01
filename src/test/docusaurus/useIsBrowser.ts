/** `@docusaurus/useIsBrowser` in component tests: a page already hydrated (a test may mock it otherwise). */
export default function useIsBrowser(): boolean {
  return true;
}

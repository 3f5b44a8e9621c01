/** `@docusaurus/router` in component tests: a history that goes nowhere (a test may mock it otherwise). */
export function useHistory(): {push: (path: string) => void} {
  return {push: () => undefined};
}

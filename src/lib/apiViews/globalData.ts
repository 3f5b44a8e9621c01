/** What the api-reference plugin hands the browser (`usePluginData('api-reference')`). */
export interface ApiReferenceGlobalData {
  /** Sidebar name → the reference title shown at the top of that sidebar. */
  readonly referenceTitles: Readonly<Record<string, string>>;
}

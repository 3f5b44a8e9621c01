// Stands in for the theme's startup client module: `components/HighlightedCode` registers the
// additional Prism languages when it loads.
export {};

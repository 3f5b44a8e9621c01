// CSS modules resolve to an object whose keys are their own class names, so components render with stable classes in tests.
module.exports = new Proxy(
  {},
  {get: (_target, key) => (key === '__esModule' ? false : String(key))},
);
